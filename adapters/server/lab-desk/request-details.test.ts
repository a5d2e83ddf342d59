import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClock, TEST_ENGINES, type TestServer } from '../testing/test-server.ts';
import { FIXTURE } from '../testing/fixture.ts';
import { FX_REQUEST, FX_REQUEST_ROWS, loadRequestsFixture, type FixtureRequestKey } from '../testing/requests-fixture.ts';
import { LAB_TABS, LAB_TAB_ORDER } from '../../../core/appointments/tabs.ts';
import { DatePreset, presetRange } from '../../../core/appointments/date-presets.ts';
import { addDays, indiaDay } from '../../../core/shared/india-time.ts';
import { listSelection } from './list-selection.ts';
import { LAB_ROW } from './lab-row.ts';
import { allRows, BRANCH_READ_LIMIT, listPage, rowBatches } from '../requests/request-store.ts';
import { ALL_STATUS_IDS } from '../../../core/appointments/status-catalogue.ts';
import type { Db } from '../store/db.ts';

const U = FIXTURE.users;
const KEYS = Object.keys(FX_REQUEST) as FixtureRequestKey[];
const HOUR = 3_600_000;

describe.each(TEST_ENGINES)('lab lists on %s', (engine) => {
  let s: TestServer;
  let admin: string;
  let branchOps: string;
  // The test clock's fixed start; requests and ranges are all relative to it.
  const now = new TestClock().now();

  beforeAll(async () => {
    s = await startTestServer(engine);
    expect(s.clock.now()).toEqual(now);
    await loadRequestsFixture(s.db, now);
    admin = await s.signIn(U.dcadmin.userName);
    branchOps = await s.signIn(U.noOtp.userName);
  }, 60_000);
  afterAll(() => s?.close());

  const today = () => indiaDay(now);
  const body = (sourcePage: number, more: object = {}) => ({
    userId: U.dcadmin.id, services: 'LABS', sourcePage, providerId: 100, fetchForProviders: [], rows: 10, pageNumber: 1, ...more,
  });
  const list = (b: object, token = admin) => s.call('POST', '/api/medibuddyCentral/RequestDetails', { body: b, token });
  const idsOf = async (b: object, token = admin) => {
    const res = await list(b, token);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.requestDetails as { id: number }[]).map((r) => r.id);
  };
  const ids = (...keys: FixtureRequestKey[]) => keys.map((k) => FX_REQUEST[k]);
  const wide = { startDate: addDays(today(), -30), endDate: addDays(today(), 60) };

  it('lists New Appointments over the next 30 days for the parent and its branches, soonest first', async () => {
    const range = presetRange(DatePreset.Next30Days, now);
    const res = await list(body(1, range));
    const data = res.json().data;
    expect(data.requestDetails.map((r: { id: number }) => r.id)).toEqual(ids('new3', 'new1', 'new5', 'new6', 'new2', 'new4'));
    expect(data.totalRecords).toBe(6);
    expect(data.isTotalCapped).toBe(false);
    const byId = (key: FixtureRequestKey) => data.requestDetails.find((r: { id: number }) => r.id === FX_REQUEST[key]);
    expect(byId('new3')).toMatchObject({ statusID: 30, displayStatus: 'New Appointment Request', providerName: 'Fixture Diagnostics Indiranagar', PMEntityId: 100 });
    expect(byId('new1').nextActions).toEqual([{ action: 'Confirm', label: 'Confirm' }, { action: 'RejectedByProvider', label: 'Reject' }]);
    expect(byId('new1')).toMatchObject({ phone: '9876500001', employeeId: 'EMP001', primaryEntityName: 'Acme Ltd', dob: '1990-05-17', orderItemProductIds: [1] });
    expect(byId('new6')).toMatchObject({ dob: '0001-01-01', currentProvider: 100, PMEntityId: 100 });
  });

  it('never sends the full number of a do-not-disturb customer', async () => {
    const res = await list(body(1, presetRange(DatePreset.Next30Days, now)));
    const row = res.json().data.requestDetails.find((r: { id: number }) => r.id === FX_REQUEST.new2);
    expect(row.phone).toBe('91234*****');
    expect(res.body).not.toContain('9123456789');
  });

  it('puts each request on its tab, over any date range', async () => {
    for (const tab of LAB_TAB_ORDER) {
      const info = LAB_TABS[tab];
      const expected = KEYS.filter((k) => {
        const r = FX_REQUEST_ROWS[k];
        const visit = indiaDay(new Date(now.getTime() + r.visit * HOUR));
        return [100, 101, 102].includes(r.provider) && r.service !== 'OFFLINE_CONSULTS' && info.statusIds.includes(r.status as never) && visit >= wide.startDate && visit <= wide.endDate;
      });
      const got = await idsOf(body(info.number, { ...wide, rows: 100 }));
      expect(got.sort(), tab).toEqual(ids(...expected).sort());
    }
  });

  it('shows the display rules of the documents tabs', async () => {
    const submitted = (await list(body(5, wide))).json().data.requestDetails;
    expect(submitted.map((r: { displayStatus: string }) => r.displayStatus)).toEqual(['QC Pending', 'QC Pending', 'QC Pending']);
    expect(submitted.every((r: { nextActions: unknown[] }) => r.nextActions.length === 0)).toBe(true);
    const pending = (await list(body(3, wide))).json().data.requestDetails;
    const rejected = pending.find((r: { id: number }) => r.id === FX_REQUEST.docs3);
    expect(rejected).toMatchObject({ displayStatus: 'Reports Rejected', remarks: 'ECG not legible', nextActions: [{ action: 'ReportApprovalPendingByBranch', label: 'Submit' }] });
    const ppmc = pending.find((r: { id: number }) => r.id === FX_REQUEST.docs2);
    expect(ppmc.nextActions.map((n: { action: string }) => n.action)).toEqual(['ReportApprovalPendingByBranch', 'PartialReportUploaded']);
    const corporate = pending.find((r: { id: number }) => r.id === FX_REQUEST.docs1);
    expect(corporate.nextActions.map((n: { action: string }) => n.action)).toEqual(['Submit']);
    // The history page offers the very same actions as the list (one core rule, not the status's raw table).
    for (const row of [rejected, ppmc, corporate]) {
      const history = (await s.call('POST', '/api/insurance/showHistory', { body: { requestId: row.id }, token: admin })).json().requestHistory;
      expect(history.nextPossibleActions).toEqual(row.nextActions.map((n: { action: string }) => n.action));
    }
    // Outside the Documents Submitted tab, 37 reads as itself.
    const all = (await list(body(10, { ...wide, rows: 100 }))).json().data.requestDetails;
    expect(all.find((r: { id: number }) => r.id === FX_REQUEST.sub1).displayStatus).toBe('Info submitted');
  });

  it('uses the previous 7 India days on Confirmed, leaving older visits out', async () => {
    const got = await idsOf(body(2, presetRange(DatePreset.Previous7Days, now)));
    expect(got).toEqual(ids('conf4', 'conf3', 'conf5', 'conf1', 'conf2'));
    expect(got).not.toContain(FX_REQUEST.oldConf);
  });

  it('narrows to chosen children, and refuses a provider outside the tree with 403 and nothing else', async () => {
    expect(await idsOf(body(1, { ...wide, fetchForProviders: [102] }))).toEqual(ids('new5'));
    expect(await idsOf(body(1, { ...wide, fetchForProviders: [100] }))).toEqual(ids('new6'));
    for (const fetchForProviders of [[200], [101, 200]]) {
      const res = await list(body(1, { ...wide, fetchForProviders }));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ isSuccess: false, success: false, errorMessage: 'You are not Authorized for this action', error: 'You are not Authorized for this action' });
    }
    const asOther = await list(body(1, { ...wide, providerId: 200 }));
    expect(asOther.statusCode).toBe(403);
  });

  it('lets a branch user see only the branch', async () => {
    const b = { ...body(1, wide), userId: U.noOtp.id, providerId: 101 };
    expect((await idsOf(b, branchOps)).sort()).toEqual(ids('new1', 'new2', 'new3', 'new4', 'newFar').sort());
    expect((await list({ ...b, fetchForProviders: [102] }, branchOps)).statusCode).toBe(403);
    expect((await list({ ...b, providerId: 100 }, branchOps)).statusCode).toBe(403);
  });

  it('refuses insurer users, another user id, and offers no offline lists yet', async () => {
    const insurer = await s.signIn(U.insureradmin.userName);
    const res = await list({ ...body(1, wide), userId: U.insureradmin.id, providerId: 301 }, insurer);
    expect(res.statusCode).toBe(403);
    expect(res.json().errorMessage).toBe('You are not Authorized for this action');
    expect((await list({ ...body(1, wide), userId: U.noOtp.id })).statusCode).toBe(403);
    // A lab user without VIEW_OFFLINE may not read the clinic desk.
    expect((await list({ ...body(1, wide), services: 'OFFLINE_CONSULTS' })).statusCode).toBe(403);
  });

  it.each([
    [{ sourcePage: undefined }, "body must have required property 'sourcePage'"],
    [{ sortByField: 'Name' }, 'body/sortByField must be equal to one of the allowed values'],
    [{ rows: 0 }, 'body/rows must be >= 1'],
    [{ startDate: '22-11-2026' }, 'body/startDate must match pattern "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"'],
    [{ searchParam: { patientName: 'pr' } }, 'body/searchParam/patientName must NOT have fewer than 3 characters'],
    [{ searchParam: { contactNumber: '98x' } }, 'body/searchParam/contactNumber must match pattern "^[0-9]{3,15}$"'],
    [{ startDate: '2026-11-30', endDate: '2026-11-01' }, 'body/startDate must not be after body/endDate'],
  ])('answers 400 naming the field for %j', async (change, message) => {
    const res = await list({ ...body(1), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe(message);
  });

  it('filters by priority and by SLA (Priority Cases)', async () => {
    const next30 = presetRange(DatePreset.Next30Days, now);
    expect(await idsOf(body(1, { ...next30, priority: 2 }))).toEqual(ids('new2'));
    expect(await idsOf(body(1, { ...next30, fetchHighSLACases: true }))).toEqual(ids('new2'));
    const prev7 = presetRange(DatePreset.Previous7Days, now);
    expect(await idsOf(body(2, { ...prev7, fetchHighSLACases: true }))).toEqual(ids('conf4', 'conf3', 'conf5', 'conf1'));
    expect(await idsOf(body(3, { ...prev7, fetchHighSLACases: true }))).toEqual(ids('docs1', 'docs5', 'docs4'));
    // A tab without SLA has no row past it.
    expect(await idsOf(body(8, { ...wide }))).toEqual(ids('rej1'));
    expect(await idsOf(body(8, { ...wide, fetchHighSLACases: true }))).toEqual([]);
  });

  it('sorts by appointment date, modification date and priority, both ways', async () => {
    const next30 = presetRange(DatePreset.Next30Days, now);
    const sorted = (sortByField: string, isDescending: boolean) => idsOf(body(1, { ...next30, sortByField, isDescending }));
    expect(await sorted('FulfillmentDate', true)).toEqual(ids('new4', 'new2', 'new6', 'new5', 'new1', 'new3'));
    expect(await sorted('Priority', true)).toEqual(ids('new4', 'new2', 'new3', 'new6', 'new5', 'new1'));
    expect(await sorted('Priority', false)).toEqual(ids('new1', 'new5', 'new6', 'new3', 'new2', 'new4'));
    const prev7 = presetRange(DatePreset.Previous7Days, now);
    const byModified = (isDescending: boolean) => idsOf(body(2, { ...prev7, sortByField: 'ModificationDate', isDescending }));
    expect(await byModified(false)).toEqual(ids('conf4', 'conf1', 'conf3', 'conf5', 'conf2'));
    expect(await byModified(true)).toEqual(ids('conf2', 'conf5', 'conf3', 'conf1', 'conf4'));
  });

  it('pages ten rows at a time with the total of the whole selection', async () => {
    const all = await idsOf(body(10, { ...wide, rows: 100 }));
    expect(all.length).toBeGreaterThan(20);
    const page2 = (await list(body(10, { ...wide, pageNumber: 2 }))).json().data;
    expect(page2.requestDetails.map((r: { id: number }) => r.id)).toEqual(all.slice(10, 20));
    expect(page2.totalRecords).toBe(all.length);
    const beyond = (await list(body(10, { ...wide, pageNumber: 99 }))).json().data;
    expect(beyond).toMatchObject({ requestDetails: [], totalRecords: all.length, isTotalCapped: false });
  });

  it('searches by request ids and employee ids within the caller scope only', async () => {
    const search = (searchParam: object, more: object = {}) => idsOf(body(10, { isSearch: true, startDate: null, endDate: null, searchParam, ...more }));
    expect(await search({ requestIds: ids('new1', 'other1', 'docs1') })).toEqual(ids('docs1', 'new1'));
    expect(await search({ employeeIds: ['EMP001'] })).toEqual(ids('new1'));
    // isSearch drops the tab: a search from the New tab still finds a settled request.
    expect(await idsOf(body(1, { isSearch: true, searchParam: { requestIds: ids('settled1') } }))).toEqual(ids('settled1'));
    // Dates still narrow a search when given.
    expect(await search({ requestIds: ids('new1', 'docs1') }, presetRange(DatePreset.Next7Days, now))).toEqual(ids('new1'));
  });

  it('searches names by any part, ignoring case', async () => {
    const search = (patientName: string) => idsOf(body(10, { isSearch: true, searchParam: { patientName } }));
    expect((await search('priya')).sort()).toEqual(ids('new2', 'new4').sort());
    expect((await search('PRIYA')).sort()).toEqual(ids('new2', 'new4').sort());
    expect(await search('a_r')).toEqual([]);
    expect(await search('rao asha')).toEqual([]);
    expect(await search('a Sha')).toEqual(ids('new2'));
  });

  it('searches phone digits by any part, but finds a do-not-disturb number only by its visible digits', async () => {
    const search = (contactNumber: string) => idsOf(body(10, { isSearch: true, searchParam: { contactNumber } }));
    expect(await search('98765')).toEqual(ids('new1'));
    expect(await search('12345')).toEqual(ids('new5'));
    expect(await search('91234')).toEqual(ids('new2'));
    expect(await search('9123456789')).toEqual([]);
    const res = await list(body(10, { isSearch: true, searchParam: { contactNumber: '91234' } }));
    expect(res.json().data.requestDetails[0].phone).toBe('91234*****');
  });

  it('searches e-mail exactly or by a fragment, ignoring case', async () => {
    const search = (emailId: string) => idsOf(body(10, { isSearch: true, searchParam: { emailId } }));
    expect(await search('asha.rao@mail.test')).toEqual(ids('new1'));
    expect(await search('ASHA.RAO@MAIL.TEST')).toEqual(ids('new1'));
    expect(await search('asha')).toEqual(ids('new1'));
    expect(await search('deepa@')).toEqual(ids('new5'));
    expect(await search('nobody@mail.test')).toEqual([]);
    // new2's customer asked not to be disturbed: the address shows masked, so no search may confirm it.
    expect(await search('priya.s@mail.test')).toEqual([]);
    expect(await search('priya')).toEqual([]);
  });

  it('reads every row of a selection in keyset batches, in list order, for every sort', async () => {
    for (const sortByField of ['FulfillmentDate', 'ModificationDate', 'Priority'] as const) {
      for (const isDescending of [false, true]) {
        const b = body(10, { ...wide, sortByField, isDescending, rows: 100 });
        const sel = listSelection(b as never, [100, 101, 102], now);
        const paged = (await listPage(s.db, sel, LAB_ROW, 100, 0)).map((r) => r.id);
        const streamed: number[] = [];
        for await (const row of allRows(s.db, sel, LAB_ROW, 3, 100_000)) streamed.push(row.id);
        expect(streamed, `${sortByField} ${isDescending}`).toEqual(paged);
        const capped: number[] = [];
        for await (const row of allRows(s.db, sel, LAB_ROW, 3, 7)) capped.push(row.id);
        expect(capped).toEqual(paged.slice(0, 7));
      }
    }
  });

  it('reads an export selection in list order, through COPY on PostgreSQL, with the rows a page reads, and frees the connection when stopped early', async () => {
    expect(Boolean(s.db.copyOut)).toBe(engine === 'postgres');
    for (const sortByField of ['FulfillmentDate', 'ModificationDate', 'Priority'] as const) {
      for (const isDescending of [false, true]) {
        const sel = listSelection(body(10, { ...wide, sortByField, isDescending }) as never, [100, 101, 102], now);
        const paged = await listPage(s.db, sel, LAB_ROW, 100, 0);
        const batches: (typeof paged)[] = [];
        for await (const batch of rowBatches(s.db, sel, LAB_ROW, 3, 100_000)) batches.push(batch);
        // Every field as an ordinary query reads it (dates, nulls, arrays, text); PGlite's keyset rows carry their sort keys too.
        expect(batches.flat(), `${sortByField} ${isDescending}`).toMatchObject(paged);
        expect(batches.every((b) => b.length > 0)).toBe(true);
        const capped: number[] = [];
        for await (const batch of rowBatches(s.db, sel, LAB_ROW, 3, 7)) capped.push(...batch.map((r) => r.id));
        expect(capped).toEqual(paged.slice(0, 7).map((r) => r.id));
      }
    }
    // Stopped after the first batch more times than the pool has connections: each one was freed.
    const sel = listSelection(body(10, wide) as never, [100, 101, 102], now);
    for (let i = 0; i < 12; i++) {
      for await (const batch of rowBatches(s.db, sel, LAB_ROW, 2, 100)) {
        expect(batch.length).toBeGreaterThan(0);
        break;
      }
    }
    expect(await s.db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('reads a page by appointment date or by priority branch by branch or in one scan, with the same rows', async () => {
    const rollback = new Error('rollback');
    await s.db.transaction(async (tx) => {
      // 600 more requests over three providers, every status and every priority, on 40 visit times (many ties).
      await tx.query(
        `INSERT INTO appointment_request (id, provider_id, contract_id, patient_name, gender, visit_type, fulfillment_date, status_id, priority_id, created_on, modified_on)
         SELECT 900000 + g, (ARRAY[100, 101, 102])[1 + g % 3], 3104, 'Branch ' || g, 'F', 'Home_Visit',
                $1::timestamptz + ((g * 7919) % 40) * interval '6 hours',
                ($2::int[])[1 + (g * 31) % array_length($2::int[], 1)], (g * 13) % 8, $1::timestamptz, $1::timestamptz
           FROM generate_series(1, 600) g`,
        [new Date(now.getTime() - 5 * 24 * HOUR), [...ALL_STATUS_IDS]],
      );
      const statements: string[] = [];
      const recording: Db = { ...tx, query: (sql, params) => (statements.push(sql), tx.query(sql, params)) };
      const page = async (sel: ReturnType<typeof listSelection>, rows: number, offset: number, limit?: number) => {
        statements.length = 0;
        const ids = (await listPage(recording, sel, LAB_ROW, rows, offset, limit)).map((r) => r.id);
        return { ids, byBranch: statements.some((sql) => sql.includes('LATERAL')) };
      };
      let full = 0;
      for (const sortByField of ['FulfillmentDate', 'Priority'] as const) {
        for (const tab of [1, 2, 6, 10]) {
          for (const isDescending of [false, true]) {
            const sel = listSelection(body(tab, { ...wide, sortByField, isDescending }) as never, [100, 101, 102], now);
            // Branches: every (provider, status) pair by date, the eight priority codes by priority.
            const branches = sortByField === 'Priority' ? 8 : 3 * new Set(sel.statusIds).size;
            for (const [rows, offset] of [[10, 0], [10, 10], [7, 21], [10, 150], [10, 5_000]]) {
              const scan = await page(sel, rows, offset, 0);
              const branch = await page(sel, rows, offset, Infinity);
              expect(scan.byBranch).toBe(false);
              expect(branch.byBranch).toBe(true);
              expect(branch.ids, `${sortByField} tab ${tab} ${isDescending ? 'desc' : 'asc'} ${rows}@${offset}`).toEqual(scan.ids);
              if (scan.ids.length === rows) full++;
              const chosen = await page(sel, rows, offset);
              expect(chosen.byBranch).toBe(branches * (offset + rows) <= BRANCH_READ_LIMIT);
              expect(chosen.ids).toEqual(scan.ids);
            }
          }
        }
      }
      expect(full).toBeGreaterThan(40);
      // Searches and other sorts keep the single scan.
      const search = listSelection(body(10, { isSearch: true, searchParam: { patientName: 'Branch' } }) as never, [100], now);
      expect((await page(search, 10, 0, Infinity)).byBranch).toBe(false);
      const byModification = listSelection(body(10, { ...wide, sortByField: 'ModificationDate' }) as never, [100], now);
      expect((await page(byModification, 10, 0, Infinity)).byBranch).toBe(false);
      throw rollback;
    }).catch((error) => {
      if (error !== rollback) throw error;
    });
  });

  it('exports every matching row, not one page, as AppointmentData.csv with contacts masked', async () => {
    const res = await s.call('POST', '/api/medibuddyCentral/ExportRequestDetails', { body: body(1, { ...presetRange(DatePreset.Next30Days, now), rows: 1 }), token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="AppointmentData.csv"; filename*=UTF-8''AppointmentData.csv`);
    const lines = res.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Request ID,Member ID,Customer Name,Age,Gender,Primary Entity,Address,Contact No.,Email,Package Details,Test Category,Appointment Date & Time,Visit Type,Provider Name,Corporate / PPMC,Priority,Status,Remarks,Created On,Modified On');
    expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual(ids('new3', 'new1', 'new5', 'new6', 'new2', 'new4'));
    const dnd = lines.find((l) => l.startsWith(String(FX_REQUEST.new2)))!;
    expect(dnd).toContain('91234*****');
    expect(dnd).toContain('pr*****@mail.test');
    expect(res.body).not.toContain('9123456789');
    expect(lines.find((l) => l.startsWith(String(FX_REQUEST.new6)))).toContain(',NA,');
    expect(lines.find((l) => l.startsWith(String(FX_REQUEST.new1)))).toContain('Nov 24 2026, 12:00 PM');
    const refused = await s.call('POST', '/api/medibuddyCentral/ExportRequestDetails', { body: body(1, { fetchForProviders: [200] }), token: admin });
    expect(refused.statusCode).toBe(403);
  });

  it('answers additional properties of the caller own requests of the service only', async () => {
    await s.db.query(`UPDATE appointment_request SET provider_reschedule_count = 1, max_reschedule_count = 3, cancellation_reason = 'Patient travelling' WHERE id = $1`, [FX_REQUEST.consult1]);
    const ask = (services: string, requestIds: number[], more: object = {}) =>
      s.call('POST', '/api/medibuddyCentral/fetchAdditionalDetails', {
        token: admin,
        body: { userId: U.dcadmin.id, providerId: 100, services, requestIds, properties: ['Reschedule_By_Provider_Count', 'Max_Reschedule_Count', 'Cancellation_Reason'], ...more },
      });
    expect((await ask('OFFLINE_CONSULTS', [FX_REQUEST.consult1, FX_REQUEST.new1])).json()).toEqual({
      isSuccess: true,
      data: [{ requestId: FX_REQUEST.consult1, properties: { Reschedule_By_Provider_Count: '1', Max_Reschedule_Count: '3', Cancellation_Reason: 'Patient travelling' } }],
    });
    expect((await ask('LABS', [FX_REQUEST.other1, FX_REQUEST.new1])).json().data).toEqual([
      { requestId: FX_REQUEST.new1, properties: { Reschedule_By_Provider_Count: '0', Max_Reschedule_Count: null, Cancellation_Reason: null } },
    ]);
    expect((await ask('LABS', [FX_REQUEST.new1], { providerId: 200 })).statusCode).toBe(403);
  });

  it('answers package tests grouped by group name', async () => {
    const res = await s.call('POST', '/api/provider/getPackageDetails', { body: { productEntityRelationIds: [4, 999, 1] }, token: admin });
    expect(res.json()).toEqual({
      isSuccess: true,
      packagesTests: [
        { packageId: 4, packageName: 'Diabetes Care Panel', groupName: 'Diabetes', tests: [{ testId: null, name: 'Fasting Blood Sugar' }, { testId: null, name: 'HbA1c' }] },
        { packageId: 1, packageName: 'Basic Health Check', groupName: 'Haematology', tests: [{ testId: null, name: 'Complete Blood Count' }, { testId: null, name: 'ESR' }] },
        { packageId: 1, packageName: 'Basic Health Check', groupName: 'Urine Analysis', tests: [{ testId: null, name: 'Urine Routine' }] },
      ],
    });
  });
});
