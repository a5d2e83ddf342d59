import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ENGINES, type TestServer } from '../testing/test-server.ts';
import { FIXTURE } from '../testing/fixture.ts';
import { INSURER_REQUESTS as R, loadInsurerFixture } from '../testing/insurer-fixture.ts';
import { ESALES_CASES as C, loadEsalesFixture } from '../testing/esales-fixture.ts';

const U = FIXTURE.users;
// The test clock's India day is 22 Nov 2026; the queue's default month starts on 22 Oct.
const MONTH = { start: '2026-10-22', end: '2026-11-22' };

describe.each(TEST_ENGINES)('the e-sales queue on %s', (engine) => {
  let s: TestServer;
  let insurer: string;
  let agent: string;
  let lab: string;
  let otherInsurer: string;
  const search = (body: Record<string, unknown>, token = insurer) =>
    s.call('POST', '/api/insurance/searchEsalesQueue', { body: { page: 0, dateType: 'RequestCreationDate', ...MONTH, ...body }, token });
  const queueIds = async (body: Record<string, unknown>, token = insurer) => (await search(body, token)).json().queueRequests.queueList.map((q: { id: number }) => q.id);
  const exportCsv = (body: Record<string, unknown>, token = insurer) =>
    s.call('POST', '/api/insurance/exportEsalesQueue', { body: { startDate: MONTH.start, endDate: MONTH.end, ...body }, token });

  beforeAll(async () => {
    s = await startTestServer(engine);
    await loadInsurerFixture(s.db, s.clock.now());
    await loadEsalesFixture(s.db, s.clock.now());
    [insurer, agent, lab, otherInsurer] = await Promise.all([U.insureradmin.userName, U.insureragent.userName, U.dcadmin.userName, U.otherInsurer.userName].map((u) => s.signIn(u)));
  });
  afterAll(() => s.close());

  it("lists the insurer's cases created in the range, newest first, with the total", async () => {
    const res = await search({});
    expect(res.statusCode).toBe(200);
    expect(res.json().queueRequests.totalQueueRequest).toBe(3);
    expect(await queueIds({})).toEqual([C.fresh.id, C.dnd.id, C.converted.id]);
    expect(await queueIds({ start: '2026-09-01' })).toEqual([C.fresh.id, C.dnd.id, C.converted.id, C.old.id]);
    expect(await queueIds({ start: '2026-11-21' })).toEqual([C.fresh.id, C.dnd.id]);
    expect(await queueIds({ start: '2026-11-22' })).toEqual([C.fresh.id]);
    // The total of a day range is the per-day counts' sum, cut at India midnight like the rows.
    expect((await search({ start: '2026-11-21' })).json().queueRequests.totalQueueRequest).toBe(2);
    expect((await search({ start: '2026-11-22' })).json().queueRequests.totalQueueRequest).toBe(1);
    expect((await search({ start: '2026-09-01' }, otherInsurer)).json().queueRequests.totalQueueRequest).toBe(1);
    expect(await queueIds({ rows: 2, page: 1 })).toEqual([C.converted.id]);
    expect((await search({ rows: 2, page: 1 })).json().queueRequests.totalQueueRequest).toBe(3);
  });

  it('answers the same page through insurance/appointments/ with isEsales, its search fields mapped to the queue\'s', async () => {
    const list = (body: Record<string, unknown>, token = insurer) =>
      s.call('POST', '/api/insurance/appointments/', {
        body: { isEsales: true, fetchByDate: true, fromDateOfAppointment: MONTH.start, toDateOfAppointment: MONTH.end, paginationBasedDetail: { pageNumber: 1, recordsPerPage: 10 }, ...body },
        token,
      });
    const res = await list({});
    expect(res.statusCode).toBe(200);
    expect(res.json().activerequests).toBeUndefined();
    expect([res.json().queueRequests.queueList.map((q: { id: number }) => q.id), res.json().queueRequests.totalQueueRequest]).toEqual([[C.fresh.id, C.dnd.id, C.converted.id], 3]);
    expect((await list({ paginationBasedDetail: { pageNumber: 2, recordsPerPage: 2 } })).json().queueRequests.queueList.map((q: { id: number }) => q.id)).toEqual([C.converted.id]);
    expect((await list({ patientName: 'Anil' })).json().queueRequests.queueList.map((q: { id: number }) => q.id)).toEqual([C.fresh.id]);
    expect((await list({}, otherInsurer)).json().queueRequests.queueList.map((q: { id: number }) => q.id)).toEqual([C.otherInsurer.id]);
    expect((await list({ corporateIDs: [401] })).statusCode).toBe(403);
    expect((await list({}, lab)).statusCode).toBe(403);
    expect((await list({ MAID: 'MA1' })).json().errorMessage).toBe('body/MAID: the e-sales queue is not searched by MAID');
    expect((await list({ fromDateOfAppointment: null })).statusCode).toBe(400);
  });

  it("shows an agent its insurer's cases and no other insurer's; refuses lab users", async () => {
    expect(await queueIds({}, agent)).toEqual([C.fresh.id, C.dnd.id, C.converted.id]);
    expect(await queueIds({}, otherInsurer)).toEqual([C.otherInsurer.id]);
    expect(await queueIds({ id: String(C.fresh.id) }, otherInsurer)).toEqual([]);
    expect((await search({}, lab)).statusCode).toBe(403);
    expect((await exportCsv({}, lab)).statusCode).toBe(403);
  });

  it('narrows to the corporates chosen in the top bar, and refuses one outside the insurer, showing none of its cases', async () => {
    expect(await queueIds({ corporateIDs: [302] })).toEqual([C.dnd.id, C.converted.id]);
    expect(await queueIds({ corporateIDs: [301], start: '2026-09-01' })).toEqual([C.fresh.id, C.old.id]);
    expect((await search({ corporateIDs: [302] })).json().queueRequests.totalQueueRequest).toBe(2);
    const outside = await search({ corporateIDs: [301, 401], start: '2026-09-01' });
    expect(outside.statusCode).toBe(403);
    expect(outside.body).not.toContain(C.otherInsurer.name);
    const found = await search({ corporateIDs: [401], id: String(C.otherInsurer.id) });
    expect(found.statusCode).toBe(403);
    expect(found.body).not.toContain(C.otherInsurer.name);
    const csv = await exportCsv({ corporateIDs: [302], startDate: '2026-09-01' });
    expect(csv.body).toContain(C.dnd.name);
    expect(csv.body).not.toContain(C.fresh.name);
    const leak = await exportCsv({ corporateIDs: [401], startDate: '2026-09-01' });
    expect(leak.statusCode).toBe(403);
    expect(leak.body).not.toContain(C.otherInsurer.name);
  });

  it('answers the queue columns, masking a do-not-disturb case as a request is masked', async () => {
    const res = await search({});
    expect(res.body).not.toContain(C.dnd.phone);
    expect(res.body).not.toContain(C.dnd.email);
    const [fresh, dnd, converted] = res.json().queueRequests.queueList;
    expect(fresh).toEqual({
      id: C.fresh.id, eQuote: 'EQ0001', error: null, name: 'Anil Kapoor', email: 'anil.kapoor@mail.test', phoneNo: '9845012345',
      corporateName: 'Acme Ltd', corporateId: 301, requestId: null, status: null,
      requestJSON: {
        city: 'Bengaluru', state: 'Karnataka', isHNI: false, isSHNI: false, memberId: 'ACM-M1', applicationNo: 'AP0001', additionals: { DND: false, DNDCustomer: false },
      },
      dateTimeCreated: '2026-11-22T04:30:00.000Z',
    });
    expect(dnd).toMatchObject({ phoneNo: '99887*****', email: 'me********@mail.test', error: 'Pincode not serviceable', requestJSON: { additionals: { DND: true, DNDCustomer: true } } });
    expect(converted).toMatchObject({ requestId: R.approved.id, status: 'Submit' });
  });

  it('finds cases by every search kind whatever their date, a DND number only by its visible digits', async () => {
    expect(await queueIds({ id: String(C.old.id) })).toEqual([C.old.id]);
    expect(await queueIds({ searchBy: 'MemberId', id: 'ACM-M4' })).toEqual([C.old.id]);
    expect(await queueIds({ searchBy: 'ApplicationNo', id: 'AP0001' })).toEqual([C.fresh.id]);
    expect(await queueIds({ searchBy: 'ApplicationNo', id: 'EQ0002' })).toEqual([C.dnd.id]);
    expect(await queueIds({ searchBy: 'Name', id: 'KAPOOR' })).toEqual([C.fresh.id]);
    expect(await queueIds({ searchBy: 'Name', id: 'an_' })).toEqual([]);
    expect(await queueIds({ searchBy: 'ContactNo', id: '98450' })).toEqual([C.fresh.id]);
    expect(await queueIds({ searchBy: 'ContactNo', id: '99887' })).toEqual([C.dnd.id]);
    expect(await queueIds({ searchBy: 'ContactNo', id: '776655' })).toEqual([]);
    expect(await queueIds({ searchBy: 'MemberId', id: 'INI-M5' })).toEqual([]);
  });

  it('answers a Request Id that is an appointment request of the caller as activerequests', async () => {
    const res = await search({ id: String(R.approved.id) });
    expect(res.json().queueRequests).toBeUndefined();
    expect(res.json().activerequests.appointmentList.map((a: { customerDetails: { requestID: number } }) => a.customerDetails.requestID)).toEqual([R.approved.id]);
    expect((await search({ id: String(R.approved.id) }, agent)).json().activerequests.totalActiveRequest).toBe(1);
    // Not the agent's booking, not the other insurer's request: nothing found, nothing told.
    expect((await search({ id: String(R.submittedDnd.id) }, agent)).json().queueRequests).toEqual({ queueList: [], totalQueueRequest: 0, isTotalCapped: false, isSuccess: true });
    expect((await search({ id: String(R.approved.id) }, otherInsurer)).json().queueRequests.queueList).toEqual([]);
  });

  it('refuses malformed searches and ranges naming the field, writing nothing', async () => {
    const short = await search({ searchBy: 'Name', id: 'ab' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errorMessage).toContain('Enter at least 3 characters of the name');
    expect((await search({ id: 'ES-1' })).json().errorMessage).toContain('Enter a numeric Request/Esales Id');
    expect((await search({ start: '2026-11-23', end: '2026-11-22' })).statusCode).toBe(400);
    expect((await search({ dateType: 'Other' })).statusCode).toBe(400);
    expect((await exportCsv({ searchBy: 'ContactNo', search: '12' })).statusCode).toBe(400);
  });

  it('exports every matching case as EsalesQueue.csv, masked and formula-escaped like the queue', async () => {
    const res = await exportCsv({ startDate: '2026-09-01' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('EsalesQueue.csv');
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Id,eQuote,Customer Name,Corporate Name,Phone Number,E-Mail,City,State,Created On');
    expect(lines.slice(1, -1).map((l) => Number(l.split(',')[0]))).toEqual([C.fresh.id, C.dnd.id, C.converted.id, C.old.id]);
    expect(lines[1]).toBe('70000001,EQ0001,Anil Kapoor,Acme Ltd,9845012345,anil.kapoor@mail.test,Bengaluru,Karnataka,"Nov 22 2026, 10:00 AM"');
    expect(lines[2]).toContain('99887*****');
    expect(res.body).not.toContain(C.dnd.phone);
    expect(lines[4]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(await (await exportCsv({ searchBy: 'Name', search: 'meena' })).body.split('\r\n').length).toBe(3);
    expect((await exportCsv({}, otherInsurer)).body).toContain(String(C.otherInsurer.id));
    expect((await exportCsv({}, otherInsurer)).body).not.toContain(String(C.fresh.id));
  });
  it("counts a name search to 1,000 and says it stopped ('1000+'), while a date range's total stays exact", async () => {
    await s.db.query(
      `INSERT INTO esales_case (id, corporate_id, customer_name, created_on) SELECT 90000000 + g, 301, 'Capcount ' || g, $1::timestamptz - g * interval '1 second' FROM generate_series(1, 1001) g`,
      [s.clock.now()],
    );
    const named = (await search({ searchBy: 'Name', id: 'capcount' })).json().queueRequests;
    expect([named.totalQueueRequest, named.isTotalCapped, named.queueList.length]).toEqual([1000, true, 10]);
    const month = (await search({})).json().queueRequests;
    expect([month.totalQueueRequest, month.isTotalCapped]).toEqual([1004, false]);
    const one = (await search({ searchBy: 'Name', id: 'KAPOOR' })).json().queueRequests;
    expect([one.totalQueueRequest, one.isTotalCapped]).toEqual([1, false]);
  });
});
