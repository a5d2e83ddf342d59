import { randomUUID } from 'node:crypto';
import { createConsultsClient, createFilesClient, createMedibuddyCentralClient } from '../../../adapters/http/clients.ts';
import { defaultHttpConfig } from '../../../adapters/http/http-config.ts';
import { OfflineDeskHttpAdapter } from '../../../adapters/http/offline-desk.http-adapter.ts';
import { FIXTURE } from '../../../adapters/server/testing/fixture.ts';
import type { TestServer } from '../../../adapters/server/testing/test-server.ts';
import type { DeskScope } from '../../../core/appointments/lab-desk.port.ts';
import type { OfflineAction } from '../../../core/consults/offline-actions.ts';
import type { OfflineNextAction } from '../../../core/consults/offline-rules.ts';
import { OFFLINE_TABS, OfflineTab, type OfflineSubTab } from '../../../core/consults/offline-tabs.ts';
import { addDays, indiaDay } from '../../../core/shared/india-time.ts';
import type { ConsultDesk, ScenarioAction, ScenarioBreaches, ScenarioConsult, ScenarioDay, ScenarioDoctor } from './consult-desk.ts';
import { FIRST_SCENARIO_REQUEST_ID, realServer } from './http-provider.ts';

const CLINIC = { providerId: FIXTURE.users.clinic.providerId, userName: FIXTURE.users.clinic.userName, userId: FIXTURE.users.clinic.id };
/** Scenario doctors and consults get ids of their own, apart from the schedule scenarios'. */
let nextDoctorId = 97_000;
let nextRequestId = FIRST_SCENARIO_REQUEST_ID + 80_000_000;
const SORT = { field: 'FulfillmentDate', descending: false } as const;

/**
 * The http profile's consult desk: the portal's OfflineDeskHttpAdapter calling the reference
 * server. What a scenario arranges (doctors, consults, the clock, stored prescriptions) goes into
 * the server's database; everything the clinic does goes over HTTP as the Offline Consults screens send it.
 */
export class HttpConsultDesk implements ConsultDesk {
  private token = '';
  private readonly previousNow: Date;
  private readonly port: OfflineDeskHttpAdapter;
  private readonly scope: DeskScope = { userId: CLINIC.userId, providerId: CLINIC.providerId, fetchForProviders: [] };

  private constructor(private readonly server: TestServer, origin: string) {
    this.previousNow = server.clock.current;
    const options = {
      config: defaultHttpConfig(origin),
      middleware: [{ onRequest: ({ request }: { request: Request }) => (request.headers.set('accesstoken', this.token), request) }],
    };
    this.port = new OfflineDeskHttpAdapter(createMedibuddyCentralClient(options), createConsultsClient(options), createFilesClient(options));
  }

  static async open(): Promise<HttpConsultDesk> {
    const { server, origin } = await realServer();
    await server.db.query(`UPDATE app_user SET features = ARRAY['VIEW_OFFLINE', 'UPDATE_DOCTOR'] WHERE id = $1`, [CLINIC.userId]);
    return new HttpConsultDesk(server, origin);
  }

  async setNow(at: Date): Promise<void> {
    this.server.clock.current = at;
    this.token = await this.server.signIn(CLINIC.userName);
  }

  /** The consults this scenario stored, removed when it ends so the next one's counts start clean. */
  private readonly added: number[] = [];

  close(): void {
    this.server.clock.current = this.previousNow;
    const added = this.added.splice(0);
    // The scenario's holds end with it, as closing the dialog gives them back: the next scenario's
    // clinic starts holding nothing (one person holds at most three at once).
    void this.server.db.query('DELETE FROM slot_hold WHERE user_id = $1', [CLINIC.userId]).catch(() => undefined);
    // A consult a file still points at stays; the scenarios that count use days of their own.
    if (added.length) void this.server.db.query('DELETE FROM appointment_request WHERE id = ANY($1::bigint[])', [added]).catch(() => undefined);
  }

  async addDoctor(d: ScenarioDoctor): Promise<number> {
    const id = nextDoctorId++;
    const slots = d.slots.map((s, i) => ({ ...s, id: i + 1, isActive: s.isActive ?? true, bucketType: 'InClinicConsults', isHomeVisit: false, followStrictTimeCapping: true }));
    const holidays = d.holidays.map((date, i) => ({ id: i + 1, date, isActive: true }));
    await this.server.db.query(
      `INSERT INTO doctor (id, provider_id, first_name, is_active, qc_status, customer_fee, slots, holidays) VALUES ($1, $2, 'Scenario', true, 'Passed', $3, $4, $5)`,
      [id, CLINIC.providerId, d.fee, JSON.stringify(slots), JSON.stringify(holidays)],
    );
    return id;
  }

  async addConsult(c: ScenarioConsult): Promise<number> {
    const id = nextRequestId++;
    await this.server.db.query(
      `INSERT INTO appointment_request (id, service, provider_id, contract_id, patient_name, gender, visit_type, fulfillment_date, status_id, doctor_id, amount,
         provider_reschedule_count, max_reschedule_count, created_on, modified_on)
       VALUES ($1, 'OFFLINE_CONSULTS', $2, 3104, 'Scenario Patient', 'F', 'Appointment', $3, $4, $5, $6, $7, $8, $9, $9)`,
      [id, CLINIC.providerId, c.at, c.statusId, c.doctorId, c.fee, c.rescheduleCount ?? 0, c.maxRescheduleCount ?? null, c.changedAt ?? c.at],
    );
    this.added.push(id);
    return id;
  }

  async placement(requestId: number): Promise<{ tab: string | undefined; subTabs: string[] }> {
    const { at } = await this.consult(requestId);
    const range = { startDate: addDays(indiaDay(at), -1), endDate: addDays(indiaDay(at), 1) };
    const holds = async (tab: OfflineTab, subTab: OfflineSubTab | null) =>
      (await this.port.list({ scope: this.scope, tab, subTab, range, page: 1, rows: 100, sort: SORT })).rows.some((r) => r.id === requestId);
    let tab: string | undefined;
    const subTabs: string[] = [];
    for (const t of OFFLINE_TABS.slice(1)) {
      if (t.subTabs.length === 0 && (await holds(t.tab, null))) tab = t.label;
      for (const s of t.subTabs) {
        if (await holds(t.tab, s.subTab)) (tab = t.label), subTabs.push(s.label);
      }
    }
    return { tab, subTabs };
  }

  async nextActions(requestId: number): Promise<readonly OfflineNextAction[]> {
    const { at } = await this.consult(requestId);
    const page = await this.port.list({ scope: this.scope, tab: OfflineTab.ALL, subTab: null, range: { startDate: indiaDay(at), endDate: indiaDay(at) }, page: 1, rows: 100, sort: SORT });
    return page.rows.find((r) => r.id === requestId)!.nextActions;
  }

  async act(requestId: number, a: ScenarioAction): Promise<string | null> {
    const reports: Record<string, string> = {};
    for (let i = 0; i < (a.reports ?? 0); i++) {
      const key = randomUUID();
      await this.server.db.query(
        `INSERT INTO file (id, file_name, file_type, content_type, size_bytes, sha256, storage_path, provider_id, uploaded_by, created_on)
         VALUES ($1, $2, 'Prescription', 'application/pdf', 10, 'x', 'scenario', $3, $4, now())`,
        [key, `rx-${i + 1}.pdf`, CLINIC.providerId, CLINIC.userId],
      );
      reports[key] = `rx-${i + 1}.pdf`;
    }
    const outcome = await this.port.update(this.scope, [{
      requestId,
      action: a.action as OfflineAction,
      remarks: a.remarks ?? '',
      ...(a.userFeedback ? { userFeedback: a.userFeedback } : {}),
      ...(a.scheduledAppointmentDate ? { scheduledAppointmentDate: a.scheduledAppointmentDate } : {}),
      ...(a.doctorId ? { doctorId: a.doctorId } : {}),
      ...(a.reports ? { reports } : {}),
    }]);
    return outcome.success ? null : (outcome.error ?? 'refused');
  }

  async consult(requestId: number) {
    const [row] = await this.server.db.query<{ status_id: number; doctor_id: number; fulfillment_date: Date; provider_reschedule_count: number }>(
      'SELECT status_id, doctor_id, fulfillment_date, provider_reschedule_count FROM appointment_request WHERE id = $1', [requestId],
    );
    return { statusId: row!.status_id, doctorId: row!.doctor_id, at: row!.fulfillment_date, rescheduleCount: row!.provider_reschedule_count };
  }

  async calendar(requestId: number, doctorId: number): Promise<ScenarioDay[]> {
    const days = await this.port.calendar({ requestId, providerId: CLINIC.providerId, doctorId });
    return days.map((d) => ({ dateString: d.dateString, noSlotReason: d.noSlotReason, slots: d.slots.map((s) => ({ start: s.slotStartDateTime, placesLeft: s.placesLeft, heldByYou: s.heldByYou })) }));
  }

  async hold(requestId: number, doctorId: number, slotStart: string): Promise<string | null> {
    try {
      await this.port.holdSlot(requestId, doctorId, slotStart);
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  }

  /** The 30 days either side of the clinic's today, which the breach scenarios' consults fall in. */
  private get around(): { startDate: string; endDate: string } {
    const today = indiaDay(this.server.clock.now());
    return { startDate: addDays(today, -30), endDate: addDays(today, 30) };
  }

  async breaches(): Promise<ScenarioBreaches> {
    const counts = await this.port.tabCounts(this.scope, this.around);
    return {
      tabs: Object.fromEntries(OFFLINE_TABS.map((t) => [t.label, counts.pastSla?.tabs[t.tab] ?? 0])),
      subTabs: Object.fromEntries(OFFLINE_TABS.flatMap((t) => t.subTabs).map((s) => [s.label, counts.pastSla?.subTabs[s.subTab] ?? 0])),
    };
  }

  async pastSlaOnly(tab: string, subTab: string | null): Promise<number[]> {
    const t = OFFLINE_TABS.find((x) => x.label === tab)!;
    const sub = subTab ? t.subTabs.find((s) => s.label === subTab)!.subTab : null;
    const page = await this.port.list({ scope: this.scope, tab: t.tab, subTab: sub, range: this.around, page: 1, rows: 100, sort: SORT, pastSlaOnly: true });
    return page.rows.map((r) => r.id);
  }
}
