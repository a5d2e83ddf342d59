import type { AppointmentOrder, ChosenCentre, OfferedPackage } from '../../../core/orders/appointment-order.ts';
import type { AppointmentOrderPort, CreateOutcome, Place } from '../../../core/orders/appointment-order.port.ts';

/**
 * The domain profile's insurance service for Create Appointment: the same places, centres and
 * packages as the server's booking fixture (adapters/server/testing/booking-fixture.ts), in memory.
 */
export class InMemoryAppointmentOrders implements AppointmentOrderPort {
  private readonly places: (Place & { parent: number | null })[] = [
    { id: 1, name: 'Karnataka', parent: null },
    { id: 2, name: 'Maharashtra', parent: null },
    { id: 11, name: 'Bengaluru', parent: 1 },
    { id: 21, name: 'Mumbai', parent: 2 },
    { id: 111, name: 'Indiranagar', parent: 11 },
    { id: 112, name: 'Koramangala', parent: 11 },
    { id: 211, name: 'Andheri', parent: 21 },
  ];
  private readonly centresOf: Record<number, { centre: ChosenCentre; perIds: number[] }[]> = {
    111: [{ centre: { id: 101, name: 'Fixture Diagnostics Indiranagar', city: 'Bengaluru', location: 'Indiranagar' }, perIds: [8001, 8002] }],
    211: [{ centre: { id: 102, name: 'Fixture Diagnostics Andheri', city: 'Mumbai', location: 'Andheri' }, perIds: [8001] }],
  };
  /** Open requests by the customer's unique id. */
  readonly open = new Map<string, number[]>();
  readonly created: AppointmentOrder[] = [];

  async states(): Promise<Place[]> {
    return this.under(null);
  }
  async cities(stateId: number): Promise<Place[]> {
    return this.under(stateId);
  }
  async localities(cityId: number): Promise<Place[]> {
    return this.under(cityId);
  }
  private under(parent: number | null): Place[] {
    return this.places.filter((p) => p.parent === parent).map(({ id, name }) => ({ id, name }));
  }
  async centres(where: { localityId: number; packageIds: readonly number[] }): Promise<ChosenCentre[]> {
    return (this.centresOf[where.localityId] ?? []).filter((c) => where.packageIds.every((id) => c.perIds.includes(id))).map((c) => c.centre);
  }
  async packages(): Promise<OfferedPackage[]> {
    return [
      { perId: 8002, name: 'Fixture Cardiac Profile', price: 2000, serviceTax: 360, contractId: 9782 },
      { perId: 8001, name: 'Fixture Health Check', price: 1000, serviceTax: 180, contractId: 9782 },
    ];
  }
  async openRequests(order: AppointmentOrder): Promise<number[]> {
    return this.open.get(order.employeeId) ?? [];
  }
  async create(order: AppointmentOrder): Promise<CreateOutcome> {
    this.created.push(order);
    return { created: true, orderNumber: String(50000000 + this.created.length) };
  }
}
