import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ENGINES, type TestServer } from '../testing/test-server.ts';
import { FIXTURE } from '../testing/fixture.ts';
import { addChartUser } from '../testing/chart-user.ts';
import { loadInsurerFixture } from '../testing/insurer-fixture.ts';
import { ESALES_CASES as C, loadEsalesFixture } from '../testing/esales-fixture.ts';

const U = FIXTURE.users;
const ER = FIXTURE.corporateIds;
const BASE = '/api/charts/v1/request/generic';
// The test clock reads 12:00 India time on 22 Nov 2026. Fresh was created at 10:00 today, dnd at
// 06:00 on 21 Nov, converted (QC approved request) at 20:00 on 15 Nov, old on 23 Sep.
const zero = { notCreated: 0, inProcess: 0, qcApproved: 0 };

describe.each(TEST_ENGINES)('the e-sales charts on %s', (engine) => {
  let s: TestServer;
  let charts: string;
  let insurer: string;
  let agent: string;
  let lab: string;
  const post = (path: string, body: unknown, token = charts) => s.call('POST', `${BASE}/${path}`, { body, token });

  beforeAll(async () => {
    s = await startTestServer(engine);
    await loadInsurerFixture(s.db, s.clock.now());
    await loadEsalesFixture(s.db, s.clock.now());
    [charts, insurer, agent, lab] = await Promise.all([await addChartUser(s.db), U.insureradmin.userName, U.insureragent.userName, U.dcadmin.userName].map((u) => s.signIn(u)));
  });
  afterAll(() => s.close());

  it("answers today's raw records of the caller's corporates with the India offset, paged", async () => {
    const res = await post('getTodaysESalesCasesConversion/raw', { erIds: ER });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      isSuccess: true,
      data: { total: 1, data: [{ Date: '2026-11-22T10:00:00.000+05:30', insurer_id: 301, insurer_name: 'Acme Ltd', esale_id: C.fresh.id, request_id: null, order_id: 0, status_id: null }] },
    });
    const month = await post('getESalesCasesConversion/raw', { erIds: ER, startDate: '2026-11-01', endDate: '2026-11-22', range: 2 });
    expect(month.json().data.total).toBe(3);
    expect(month.json().data.data.map((c: { esale_id: number }) => c.esale_id)).toEqual([C.converted.id, C.dnd.id]);
    expect(month.json().data.data[0]).toMatchObject({ order_id: 5_000_000 + C.converted.id, status_id: 48, request_id: C.converted.requestId });
    const next = await post('getESalesCasesConversion/raw', { erIds: ER, startDate: '2026-11-01', endDate: '2026-11-22', range: 2, startIndex: 2 });
    expect(next.json().data.data.map((c: { esale_id: number }) => c.esale_id)).toEqual([C.fresh.id]);
    // Without dates: the last 30 days, so the September case is left out.
    expect((await post('getESalesCasesConversion/raw', { erIds: ER })).json().data.total).toBe(3);
    expect((await post('getESalesCasesConversion/raw', { erIds: [302] })).json().data.total).toBe(2);
  });

  it('counts per day by conversion and status group, with the percentage-wise split', async () => {
    const res = await post('esalesConversion/daily', { erIds: ER, startDate: '2026-11-15', endDate: '2026-11-22' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.days).toHaveLength(8);
    expect(body.days[0]).toEqual({ day: '2026-11-15', conversion: { ...zero, qcApproved: 1 }, groups: { booked: 0, rescheduled: 0, attended: 0, notAttended: 0, reportsUploaded: 0, cancelled: 0, qcApproved: 1 } });
    expect(body.days[6].conversion).toEqual({ ...zero, notCreated: 1 });
    expect(body.days[7].conversion).toEqual({ ...zero, notCreated: 1 });
    expect(body.days[3].conversion).toEqual(zero);
    expect(body.totals).toEqual({ notCreated: 2, inProcess: 0, qcApproved: 1 });
    expect(body.percentages).toEqual({ notCreated: 66.7, inProcess: 0, qcApproved: 33.3 });
    expect(body.firstChildName).toBe('Acme Ltd');
    expect((await post('esalesConversion/daily', { erIds: [302] })).json().firstChildName).toBe('Globex');
    // The first chosen in the picker's order (by name), whatever order the ids come in.
    expect((await post('esalesConversion/daily', { erIds: [302, 301] })).json().firstChildName).toBe('Acme Ltd');
    // No erIds: every corporate of the caller's insurer.
    expect((await post('esalesConversion/daily', { startDate: '2026-11-15', endDate: '2026-11-22' })).json().totals).toEqual(body.totals);
    expect((await post('esalesConversion/daily', { erIds: [301], startDate: '2026-11-15', endDate: '2026-11-22' })).json().totals).toEqual({ ...zero, notCreated: 1 });
  });

  it("moves a case's counts as its request's status moves, and as the case is re-pointed", async () => {
    const week = { erIds: ER, startDate: '2026-11-15', endDate: '2026-11-22' };
    const approvedDay = async () => (await post('esalesConversion/daily', week)).json().days[0];
    await s.db.query('UPDATE appointment_request SET status_id = 27 WHERE id = $1', [C.converted.requestId]);
    expect(await approvedDay()).toMatchObject({ conversion: { ...zero, inProcess: 1 }, groups: { cancelled: 1, qcApproved: 0 } });
    const segment = { startDate: '2026-11-15', endDate: '2026-11-15', group: 'cancelled' };
    expect((await post('esalesConversion/cases', { erIds: ER, segment, page: 1 })).json().total).toBe(1);
    await s.db.query('UPDATE appointment_request SET status_id = 48 WHERE id = $1', [C.converted.requestId]);
    expect(await approvedDay()).toMatchObject({ conversion: { ...zero, qcApproved: 1 }, groups: { cancelled: 0, qcApproved: 1 } });
    expect((await post('esalesConversion/cases', { erIds: ER, segment, page: 1 })).json().total).toBe(0);
  });

  it("counts today's cases by the hour of the India day", async () => {
    const body = (await post('esalesConversion/today', { erIds: ER })).json();
    expect(body.day).toBe('2026-11-22');
    expect(body.totals).toEqual({ ...zero, notCreated: 1 });
    expect(body.hours).toHaveLength(24);
    expect(body.hours.filter((h: { conversion: typeof zero }) => h.conversion.notCreated > 0)).toEqual([{ hour: 10, conversion: { ...zero, notCreated: 1 } }]);
  });

  it("pages a segment's cases newest first and exports them as esales_data.csv", async () => {
    const segment = { startDate: '2026-09-01', endDate: '2026-11-22', conversion: 'notCreated' };
    const page = (await post('esalesConversion/cases', { erIds: ER, segment, page: 1 })).json();
    expect(page.total).toBe(3);
    expect(page.rows.map((r: { esale_id: number }) => r.esale_id)).toEqual([C.fresh.id, C.dnd.id, C.old.id]);
    expect(page.rows[0]).toEqual({ Date: '2026-11-22T10:00:00.000+05:30', insurer_id: 301, insurer_name: 'Acme Ltd', esale_id: C.fresh.id, request_id: null });
    expect((await post('esalesConversion/cases', { erIds: ER, segment, page: 2 })).json()).toEqual({ isSuccess: true, total: 3, rows: [] });
    const approved = (await post('esalesConversion/cases', { erIds: ER, segment: { startDate: '2026-11-15', endDate: '2026-11-15', group: 'qcApproved' }, page: 1 })).json();
    expect(approved.rows.map((r: { request_id: number }) => r.request_id)).toEqual([C.converted.requestId]);
    const hour = (await post('esalesConversion/cases', { erIds: ER, segment: { startDate: '2026-11-22', endDate: '2026-11-22', hour: 9 }, page: 1 })).json();
    expect(hour.total).toBe(0);

    const csv = await post('esalesConversion/cases/export', { erIds: ER, segment });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('esales_data.csv');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('Date,Insurer ID,Insurer Name,ESales ID,Request ID');
    expect(lines).toHaveLength(1 + page.total);
    expect(lines[1]).toBe(`"Nov 22 2026, 10:00 AM",301,Acme Ltd,${C.fresh.id},`);
  });

  it('narrows every chart and the drill-down to the chosen corporate, and answers nothing of another insurer\'s', async () => {
    const segment = { startDate: '2026-09-01', endDate: '2026-11-22', conversion: 'notCreated' };
    const acme = (await post('esalesConversion/cases', { erIds: [301], segment, page: 1 })).json();
    expect(acme.rows.map((r: { esale_id: number }) => r.esale_id)).toEqual([C.fresh.id, C.old.id]);
    expect(new Set(acme.rows.map((r: { insurer_id: number }) => r.insurer_id))).toEqual(new Set([301]));
    expect((await post('esalesConversion/daily', { erIds: [302], startDate: '2026-11-15', endDate: '2026-11-22' })).json().totals).toEqual({ ...zero, notCreated: 1, qcApproved: 1 });
    expect((await post('esalesConversion/today', { erIds: [302] })).json().totals).toEqual(zero);
    for (const erIds of [[401], [301, 401]]) {
      for (const [path, body] of [
        ['esalesConversion/cases', { erIds, segment, page: 1 }],
        ['esalesConversion/cases/export', { erIds, segment }],
        ['getESalesCasesConversion/raw', { erIds, startDate: '2026-09-01', endDate: '2026-11-22' }],
      ] as const) {
        const res = await post(path, body);
        expect(res.statusCode, path).toBe(403);
        expect(res.body).not.toContain('Initech');
        expect(res.body).not.toContain(String(C.otherInsurer.id));
      }
    }
  });

  it('refuses agents, users off the charts list, lab users, other insurers\' corporates and bad input', async () => {
    const ops: [string, object][] = [
      ['getTodaysESalesCasesConversion/raw', { erIds: ER }],
      ['getESalesCasesConversion/raw', { erIds: ER }],
      ['esalesConversion/daily', { erIds: ER }],
      ['esalesConversion/today', { erIds: ER }],
      ['esalesConversion/cases', { erIds: ER, segment: { startDate: '2026-11-01', endDate: '2026-11-22' }, page: 1 }],
      ['esalesConversion/cases/export', { erIds: ER, segment: { startDate: '2026-11-01', endDate: '2026-11-22' } }],
    ];
    for (const [path, body] of ops) {
      for (const token of [agent, insurer, lab]) expect((await post(path, body, token)).statusCode, `${path}`).toBe(403);
      expect((await post(path, { ...body, erIds: [401] })).statusCode, `${path} other insurer`).toBe(403);
      expect((await s.call('POST', `${BASE}/${path}`, { body })).statusCode).toBe(401);
    }
    expect((await post('esalesConversion/daily', { erIds: ER, startDate: '2026-11-22', endDate: '2026-11-01' })).statusCode).toBe(400);
    expect((await post('esalesConversion/daily', { erIds: ER, startDate: '2025-01-01', endDate: '2026-11-22' })).statusCode).toBe(400);
    expect((await post('esalesConversion/daily', { erIds: ER, startDate: '2026-11-01' })).statusCode).toBe(400);
    const both = { startDate: '2026-11-01', endDate: '2026-11-22', conversion: 'qcApproved', group: 'booked' };
    expect((await post('esalesConversion/cases', { erIds: ER, segment: both, page: 1 })).statusCode).toBe(400);
    expect((await post('getESalesCasesConversion/raw', { erIds: ER, range: 5001 })).statusCode).toBe(400);
  });
});
