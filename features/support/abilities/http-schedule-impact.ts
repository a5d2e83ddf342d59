import { createProviderClient } from '../../../adapters/http/clients.ts';
import { defaultHttpConfig } from '../../../adapters/http/http-config.ts';
import { DoctorScheduleHttpAdapter, ScheduleCallFailed } from '../../../adapters/http/doctor-schedule.http-adapter.ts';
import { FIXTURE } from '../../../adapters/server/testing/fixture.ts';
import type { TestServer } from '../../../adapters/server/testing/test-server.ts';
import type { CalendarChange, ImpactPreview, ScheduleDoctor } from '../../../core/doctors/schedule-editor.port.ts';
import type { ScheduleSlot } from '../../../core/doctors/schedule-week.ts';
import { FIRST_SCENARIO_REQUEST_ID, realServer } from './http-provider.ts';

/** The fixture's clinic (provider 200) and its user, given the doctor features for these scenarios. */
const CLINIC = { providerId: FIXTURE.users.clinic.providerId, userName: FIXTURE.users.clinic.userName, userId: FIXTURE.users.clinic.id };
/** Scenario doctors and consults get ids of their own, fresh for every scenario. */
let nextDoctorId = 95_000;
let nextRequestId = FIRST_SCENARIO_REQUEST_ID + 50_000_000;

/**
 * The http profile's schedule service: the portal's DoctorScheduleHttpAdapter calling the
 * reference server. What a scenario arranges (doctors, booked consults, the clock) goes into the
 * server's database; the impact is asked over HTTP, as the Schedule and Holidays screens ask it.
 */
export class HttpScheduleImpact {
  /** The scenario's request numbers (1, 2 …) and the ids the server knows them by. */
  private readonly requestIds = new Map<number, number>();
  private readonly previousNow: Date;
  private readonly port: DoctorScheduleHttpAdapter;
  /** The clinic user's session, taken at the scenario's time (a session outlives no clock jump). */
  private token = '';

  private constructor(
    private readonly server: TestServer,
    origin: string,
  ) {
    this.previousNow = server.clock.current;
    const client = createProviderClient({
      config: defaultHttpConfig(origin),
      middleware: [{ onRequest: ({ request }) => (request.headers.set('accesstoken', this.token), request) }],
    });
    this.port = new DoctorScheduleHttpAdapter(client);
  }

  static async open(): Promise<HttpScheduleImpact> {
    const { server, origin } = await realServer();
    await server.db.query(`UPDATE app_user SET features = ARRAY['VIEW_OFFLINE', 'UPDATE_DOCTOR'] WHERE id = $1`, [CLINIC.userId]);
    const service = new HttpScheduleImpact(server, origin);
    service.token = await server.signIn(CLINIC.userName);
    return service;
  }

  async setNow(at: Date): Promise<void> {
    this.server.clock.current = at;
    this.token = await this.server.signIn(CLINIC.userName);
  }

  /** Gives the server its clock back, for the scenarios after this one. */
  close(): void {
    this.server.clock.current = this.previousNow;
  }

  async addDoctor(slots: readonly ScheduleSlot[]): Promise<number> {
    const id = nextDoctorId++;
    const stored = slots.map((s, i) => ({ ...s, id: i + 1, isActive: true, bucketType: 'InClinicConsults', isHomeVisit: false, followStrictTimeCapping: true }));
    await this.server.db.query(`INSERT INTO doctor (id, provider_id, first_name, is_active, slots) VALUES ($1, $2, 'Scenario', true, $3)`, [id, CLINIC.providerId, JSON.stringify(stored)]);
    return id;
  }

  async addConsult(doctorId: number, request: number, at: Date, statusId: number): Promise<void> {
    const id = nextRequestId++;
    this.requestIds.set(request, id);
    await this.server.db.query(
      `INSERT INTO appointment_request (id, service, provider_id, contract_id, patient_name, gender, visit_type, fulfillment_date, status_id, doctor_id, created_on, modified_on)
       VALUES ($1, 'OFFLINE_CONSULTS', $2, 3104, 'Scenario Patient', 'F', 'Appointment', $3, $4, $5, $3, $3)`,
      [id, CLINIC.providerId, at, statusId, doctorId],
    );
  }

  /** Saves a change as the Schedule and Holidays screens do; answers whether the server kept it. */
  async save(doctorId: number, change: CalendarChange): Promise<boolean> {
    try {
      await this.port.save({ doctorId, providerId: CLINIC.providerId }, change, [CLINIC.providerId]);
      return true;
    } catch (e) {
      if (e instanceof ScheduleCallFailed && e.status === 400) return false;
      throw e;
    }
  }

  /** The doctor as the screens read it back. */
  doctor(doctorId: number): Promise<ScheduleDoctor> {
    return this.port.doctor(doctorId, [CLINIC.providerId]);
  }

  /** The impact as the screens receive it, with the scenario's own request numbers. */
  async impact(doctorId: number, change: CalendarChange): Promise<ImpactPreview> {
    const preview = await this.port.impact(doctorId, change, [CLINIC.providerId]);
    const scenarioNumber = new Map([...this.requestIds].map(([n, id]) => [id, n]));
    return { ...preview, consults: preview.consults.map((c) => ({ ...c, requestId: scenarioNumber.get(c.requestId) ?? c.requestId })) };
  }
}
