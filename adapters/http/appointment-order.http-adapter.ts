import type { AppointmentOrder, ChosenCentre, OfferedPackage } from '../../core/orders/appointment-order.ts';
import type { AppointmentOrderPort, CreateOutcome, Place } from '../../core/orders/appointment-order.port.ts';
import type { InsuranceClient } from './clients.ts';
import { ServerFault, throwOnServerFault, wireErrorText } from './wire-error.ts';

function settle<T>(result: { data?: T; error?: unknown; response: Response }): T {
  throwOnServerFault(result.response);
  if (result.data === undefined || !result.response.ok) throw new Error(wireErrorText(result.error) ?? `refused with ${result.response.status}`);
  return result.data;
}

const toPlaces = (data: { lookUpData: { lookUpId: number; lookUpValue: string }[] }): Place[] => data.lookUpData.map((e) => ({ id: e.lookUpId, name: e.lookUpValue }));

/** AppointmentOrderPort over HTTP: the insurance lookups, getAllDC, ruleEngine, the duplicate check and createAppointment. */
export class AppointmentOrderHttpAdapter implements AppointmentOrderPort {
  constructor(private readonly insurance: InsuranceClient) {}

  async states(): Promise<Place[]> {
    return toPlaces(settle(await this.insurance.POST('/getLookUpData', { body: { kind: 'state' } })));
  }

  async cities(stateId: number): Promise<Place[]> {
    return toPlaces(settle(await this.insurance.POST('/getLookUpData', { body: { kind: 'city', parentId: stateId, level: 2 } })));
  }

  async localities(cityId: number): Promise<Place[]> {
    return toPlaces(settle(await this.insurance.POST('/getLookUpData', { body: { kind: 'location', parentId: cityId } })));
  }

  async centres(where: { stateId: number; cityId: number; localityId: number; packageIds: readonly number[] }): Promise<ChosenCentre[]> {
    const body = { stateId: where.stateId, cityId: where.cityId, locationId: where.localityId, packageIds: [...where.packageIds] };
    return settle(await this.insurance.POST('/getAllDC', { body })).providers.map((p) => ({ id: p.id, name: p.entityName, city: p.city ?? null, location: p.location ?? null }));
  }

  async packages(employeeId: string): Promise<OfferedPackage[]> {
    // No entityRelationId: the form has chosen no corporate yet, so the insurer's whole offer is asked for.
    const body = { cartAppointment: {}, ruleEngineVariable: { employeeId: employeeId || null, entityRelationId: null, loadRetailPackages: false as const, maid: null, ruleParams: {} } };
    return settle(await this.insurance.POST('/ruleEngine', { body })).ruleEnginePackages.map((p) => ({
      perId: p.peR_Id,
      name: p.packageName,
      price: p.packagePrice,
      serviceTax: p.serviceTax,
      contractId: p.contract.contractId,
    }));
  }

  async openRequests(order: AppointmentOrder): Promise<number[]> {
    return settle(await this.insurance.POST('/checkDuplicateAppointment', { body: order })).duplicateRequestIds ?? [];
  }

  async create(order: AppointmentOrder, idempotencyKey: string): Promise<CreateOutcome> {
    const result = await this.insurance.POST('/createAppointment', { body: order, params: { header: { 'Idempotency-Key': idempotencyKey } } });
    if (result.response.status >= 500) throw new ServerFault(result.response.status);
    const data = result.data;
    if (data?.isSuccess && data.orderNumber) return { created: true, orderNumber: data.orderNumber };
    return { created: false, serverMessage: (data?.errorMessage ?? wireErrorText(result.error)) || `refused with ${result.response.status}` };
  }
}
