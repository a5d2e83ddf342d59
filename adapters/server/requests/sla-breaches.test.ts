import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClock, TEST_ENGINES, type TestServer } from '../testing/test-server.ts';
import { FIXTURE } from '../testing/fixture.ts';
import { ALL_STATUS_IDS } from '../../../core/appointments/status-catalogue.ts';
import { isPastSla } from '../../../core/appointments/sla.ts';
import { LAB_TABS, LAB_TAB_ORDER } from '../../../core/appointments/tabs.ts';
import { isPastOfflineSla } from '../../../core/consults/offline-pending.ts';
import { OFFLINE_TABS, offlineListScope, type OfflineListScope } from '../../../core/consults/offline-tabs.ts';
import { addDays, indiaDay } from '../../../core/shared/india-time.ts';

const U = FIXTURE.users;
const HOUR = 3_600_000;
const now = new TestClock().now();

/** One stored request as the test arranges it. */
interface Arranged { id: number; service: 'LABS' | 'OFFLINE_CONSULTS'; providerId: number; statusId: number; fulfillmentDate: Date; createdOn: Date; modifiedOn: Date }
/** A row of a list answer, as SLA reads it. */
interface ListRow { id: number; statusID: number; fulfillmentDate: string; createdOn: string; modifiedOn: string }

/** A small seeded generator, so a failure replays. */
function seeded(seed: number) {
  let x = seed;
  return (n: number) => {
    x = (x * 1_103_515_245 + 12_345) % 2 ** 31;
    return x % n;
  };
}

/** Hours from now the instants are drawn from: around every cutoff (4, 12, 24 hours), exactly on it too. */
const VISITS = [-200, -30, -24, -5, -4, -3, -1, 0, 2, 30, 200];
const CREATIONS = [-200, -30, -24, -13, -12, -11, -5, -4, -3, -1];
const CHANGES = [-200, -30, -25, -24, -23, -13, -12, -5, -4, -3, -1, 0];

/**
 * Requests of every status with instants around every cutoff (so many sit exactly on one): in
 * scope (the lab tree 100-102, the clinic 200's consults) and foreign ones, all long overdue, that
 * no count or filter may ever include.
 */
function arrange(): Arranged[] {
  const pick = seeded(16);
  const one = (xs: number[]) => xs[pick(xs.length)];
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
  const rows: Arranged[] = [];
  const add = (service: Arranged['service'], providerId: number, foreign: boolean) => {
    const created = foreign ? -200 : one(CREATIONS);
    rows.push({
      id: 700_001 + rows.length, service, providerId, statusId: ALL_STATUS_IDS[pick(ALL_STATUS_IDS.length)],
      fulfillmentDate: at(foreign ? -30 : one(VISITS)), createdOn: at(created), modifiedOn: at(foreign ? created : one(CHANGES.filter((c) => c >= created))),
    });
  };
  for (let i = 0; i < 300; i++) add('LABS', [100, 101, 102][pick(3)], false);
  for (let i = 0; i < 240; i++) add('OFFLINE_CONSULTS', 200, false);
  for (let i = 0; i < 40; i++) add('LABS', 200, true);
  for (let i = 0; i < 40; i++) add('OFFLINE_CONSULTS', 101, true);
  return rows;
}

const ARRANGED = arrange();
/**
 * Two windows: one reaching far ahead (the late side of a 4-hour cutoff is the shorter stretch, read
 * directly) and one ending today (the stretch after the cutoff is shorter, counted and taken away).
 */
const WINDOWS = [
  { startDate: addDays(indiaDay(now), -10), endDate: addDays(indiaDay(now), 10) },
  { startDate: addDays(indiaDay(now), -10), endDate: indiaDay(now) },
];
let window = WINDOWS[0];
const slaRow = (r: ListRow) => ({ statusId: r.statusID, fulfillmentDate: new Date(r.fulfillmentDate), createdOn: new Date(r.createdOn), modifiedOn: new Date(r.modifiedOn) });

describe.each(TEST_ENGINES)('SLA breach counts on %s', (engine) => {
  let s: TestServer;
  let lab: string;
  let clinic: string;

  beforeAll(async () => {
    s = await startTestServer(engine);
    for (const r of ARRANGED) {
      await s.db.query(
        `INSERT INTO appointment_request (id, service, provider_id, contract_id, patient_name, gender, phone, email, visit_type, fulfillment_date, status_id, created_on, modified_on)
         VALUES ($1, $2, $3, 3104, $4, 'F', '9800000000', $5, 'Appointment', $6, $7, $8, $9)`,
        [r.id, r.service, r.providerId, `Sla Patient ${r.id}`, `p${r.id}@mail.test`, r.fulfillmentDate, r.statusId, r.createdOn, r.modifiedOn],
      );
    }
    await s.db.query(`UPDATE app_user SET features = ARRAY['VIEW_OFFLINE', 'UPDATE_DOCTOR'] WHERE id = $1`, [U.clinic.id]);
    lab = await s.signIn(U.dcadmin.userName);
    clinic = await s.signIn(U.clinic.userName);
  }, 60_000);
  afterAll(() => s?.close());

  const labBody = (sourcePage: number, more: object = {}) => ({ userId: U.dcadmin.id, services: 'LABS', sourcePage, providerId: 100, fetchForProviders: [], ...window, ...more });
  const offlineBody = (sourcePage: number, subPage: string | null, more: object = {}) => ({ userId: U.clinic.id, services: 'OFFLINE_CONSULTS', sourcePage, subPage, providerId: 200, ...window, ...more });

  /** Every row of a list (page by page), with the total and past-SLA count of its first answer. */
  async function wholeList(body: object, token: string): Promise<{ rows: ListRow[]; total: number; pastSla: number }> {
    const rows: ListRow[] = [];
    let first: { totalRecords: number; pastSlaCount: number } | undefined;
    for (let page = 1; ; page++) {
      const res = await s.call('POST', '/api/medibuddyCentral/RequestDetails', { token, body: { ...body, rows: 100, pageNumber: page } });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      first ??= data;
      rows.push(...data.requestDetails);
      if (data.requestDetails.length < 100) break;
    }
    return { rows, total: first!.totalRecords, pastSla: first!.pastSlaCount };
  }

  const inWindow = (r: Arranged) => indiaDay(r.fulfillmentDate) >= window.startDate && indiaDay(r.fulfillmentDate) <= window.endDate;
  const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);

  it.each([0, 1])('counts, on every lab tab, the rows core calls past SLA, and filters exactly those (window %i)', async (w) => {
    window = WINDOWS[w];
    let late = 0;
    for (const tab of LAB_TAB_ORDER) {
      const info = LAB_TABS[tab];
      const all = await wholeList(labBody(info.number), lab);
      const byCore = all.rows.filter((r) => isPastSla(tab, slaRow(r), now));
      expect(all.pastSla, tab).toBe(byCore.length);
      // The same figure from what was stored, in scope only: the list hid nothing and added nothing.
      const stored = ARRANGED.filter((r) => r.service === 'LABS' && [100, 101, 102].includes(r.providerId) && info.statusIds.includes(r.statusId as never) && inWindow(r));
      expect(ids(all.rows), tab).toEqual(ids(stored));
      expect(all.pastSla, tab).toBe(stored.filter((r) => isPastSla(tab, r, now)).length);
      const filtered = await wholeList(labBody(info.number, { fetchHighSLACases: true }), lab);
      expect(ids(filtered.rows), tab).toEqual(ids(byCore));
      expect([filtered.total, filtered.pastSla], tab).toEqual([byCore.length, byCore.length]);
      late += byCore.length;
    }
    // The data is not trivially empty: many rows are late, and not all.
    expect(late).toBeGreaterThan(40);
  });

  it.each([0, 1])('counts, on every offline tab and sub-tab, the consults core calls past SLA, in the counters and the lists alike (window %i)', async (w) => {
    window = WINDOWS[w];
    const counts = (await s.call('POST', '/api/medibuddyCentral/offlineTabCounts', { token: clinic, body: { userId: U.clinic.id, providerId: 200, ...window } })).json();
    const storedLate = (scope: OfflineListScope) => ARRANGED.filter((r) =>
      r.service === 'OFFLINE_CONSULTS' && r.providerId === 200 && scope.statusIds.includes(r.statusId as never) && inWindow(r)
      && (scope.time === undefined || (scope.time === 'due') === (r.fulfillmentDate.getTime() <= now.getTime()))
      && isPastOfflineSla(scope, r, now));
    for (const t of OFFLINE_TABS) {
      expect(counts.tabs.find((x: { sourcePage: number }) => x.sourcePage === t.tab).pastSla, t.label).toBe(storedLate(t).length);
      for (const scope of t.subTabs.length ? t.subTabs : [t]) {
        const subPage = 'subTab' in scope ? scope.subTab : null;
        const listScope = offlineListScope(t, subPage)!;
        const all = await wholeList(offlineBody(t.tab, subPage), clinic);
        const byCore = all.rows.filter((r) => isPastOfflineSla(listScope, slaRow(r), now));
        expect(all.pastSla, `${t.label} ${subPage}`).toBe(byCore.length);
        expect(all.pastSla, `${t.label} ${subPage}`).toBe(storedLate(listScope).length);
        if (subPage) expect(counts.subTabs.find((x: { subPage: string }) => x.subPage === subPage).pastSla, subPage).toBe(byCore.length);
        const filtered = await wholeList(offlineBody(t.tab, subPage, { fetchHighSLACases: true }), clinic);
        expect(ids(filtered.rows), `${t.label} ${subPage}`).toEqual(ids(byCore));
      }
    }
    expect(counts.tabs.find((x: { sourcePage: number }) => x.sourcePage === 5).pastSla).toBe(0);
  });

  it('never counts or lists a foreign provider\'s request, though every one is long overdue', async () => {
    window = WINDOWS[0];
    const foreign = new Set(ARRANGED.filter((r) => (r.service === 'LABS') !== [100, 101, 102].includes(r.providerId) || (r.service === 'OFFLINE_CONSULTS') !== (r.providerId === 200)).map((r) => r.id));
    expect(foreign.size).toBe(80);
    const labLate = await wholeList(labBody(10, { fetchHighSLACases: true }), lab);
    const clinicLate = await wholeList(offlineBody(1, null, { fetchHighSLACases: true }), clinic);
    expect([...labLate.rows, ...clinicLate.rows].filter((r) => foreign.has(r.id))).toEqual([]);
    // The other lab sees its own overdue requests, so they are late: only the scope keeps them out.
    const other = await s.signIn(U.otherLab.userName);
    const theirs = await wholeList({ ...labBody(10), userId: U.otherLab.id, providerId: 200 }, other);
    expect(theirs.pastSla).toBeGreaterThan(0);
  });

  it('counts past-SLA rows of a search among the rows it finds', async () => {
    const found = await wholeList(labBody(10, { isSearch: true, searchParam: { patientName: 'Sla Patient' } }), lab);
    expect(found.total).toBe(found.rows.length);
    expect(found.pastSla).toBe(found.rows.filter((r) => isPastSla(LAB_TABS.ALL_APPOINTMENTS.tab, slaRow(r), now)).length);
  });
});
