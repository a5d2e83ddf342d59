import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CorrespondenceText } from '../../../core/esales/correspondence.ts';
import { FIXTURE } from '../testing/fixture.ts';
import { ESALES_CASES as C, loadEsalesCases, sendCaseMessage } from '../testing/esales-case-fixture.ts';
import { startTestServer, TEST_ENGINES, type TestServer } from '../testing/test-server.ts';

const U = FIXTURE.users;

/** A valid body for a case: the test clock's today is 22 Nov 2026 in India. */
const body = (requestId: number, more: Record<string, unknown> = {}, info: Record<string, unknown> = {}) => ({
  additionalInfo: { uicnumber: 'UIC-9', DND: false, DNDCustomer: false, From: 'Esales', callbackdate: null, ...info },
  DND: false,
  DNDCustomer: false,
  From: 'Esales',
  uicnumber: 'UIC-9',
  callStatus: 70,
  callType: 1,
  comment: 'Customer interested',
  correspondenceType: 153,
  requestId,
  workStatus: 'workable',
  ...more,
});

describe.each(TEST_ENGINES)('e-sales correspondence on %s', (engine) => {
  let s: TestServer;
  let agent: string;
  let admin: string;
  let otherInsurer: string;
  let lab: string;
  const post = (path: string, payload: unknown, token: string) => s.call('POST', `/api/insurance/${path}`, { body: payload, token });
  const count = async () => Number((await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM correspondence WHERE esales_case_id IS NOT NULL'))[0]!.n);

  beforeAll(async () => {
    s = await startTestServer(engine);
    await loadEsalesCases(s.db, s.clock.now());
    [agent, admin, otherInsurer, lab] = await Promise.all(
      [U.insureragent.userName, U.insureradmin.userName, U.otherInsurer.userName, U.dcadmin.userName].map((u) => s.signIn(u)),
    );
  });
  afterAll(() => s.close());

  it('serves the call types and call statuses from the catalogue', async () => {
    const types = await post('callTypeLookUp', {}, agent);
    expect(types.statusCode).toBe(200);
    expect(types.json().results).toEqual([{ key: 1, value: 'Outbound' }, { key: 2, value: 'Inbound' }]);
    const statuses = await s.call('GET', '/api/insurance/callStatusLookUp');
    expect(statuses.statusCode).toBe(200);
    expect(statuses.json().results.map((r: { key: number }) => r.key)).toEqual(expect.arrayContaining([73, 74, 86, 96, 144, 187]));
  });

  it('records a call with a callback date: createdBy from the session, the case DND flags, newest first', async () => {
    const first = await post('addCorrespondence', body(C.dnd.id, { comment: 'First call' }), agent);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ isSuccess: true });
    s.clock.advanceMinutes(5);
    const second = await post(
      'addCorrespondence',
      body(C.dnd.id, { callStatus: 73, createdBy: U.otherInsurer.id, createdOn: '2020-01-01T00:00:00Z', comment: 'Call back on 9833445566' }, { callbackdate: '2026-11-24T00:00:00+05:30' }),
      agent,
    );
    expect(second.statusCode, second.body).toBe(200);
    const [stored] = await s.db.query<{ created_by: number; created_on: Date; rc_blob: Record<string, unknown>; call_status_value: string }>(
      'SELECT created_by, created_on, rc_blob, call_status_value FROM correspondence WHERE esales_case_id = $1 ORDER BY id DESC LIMIT 1',
      [C.dnd.id],
    );
    expect(stored!.created_by).toBe(U.insureragent.id);
    expect(new Date(stored!.created_on).toISOString()).toBe(s.clock.now().toISOString());
    expect(stored!.rc_blob).toEqual({ uicnumber: 'UIC-9', DND: true, DNDCustomer: true, From: 'Esales', callbackdate: '2026-11-24T00:00:00+05:30' });
    expect(stored!.call_status_value).toBe('Call back later');

    const read = await post('fetchCorrespondences', { requestId: C.dnd.id }, admin);
    expect(read.statusCode).toBe(200);
    const list = read.json().correspondences;
    expect(list.map((c: { comment: string }) => c.comment)).toEqual(['Call back on 98334*****', 'First call']);
    expect(list[0]).toMatchObject({ requestId: C.dnd.id, correspondenceType: 153, callTypeValue: 'Outbound', callStatus: 73, createdBy: U.insureragent.id });
    expect(read.body).not.toContain('9833445566');
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const before = await count();
    const cases = [
      body(C.plain.id, { callStatus: 73 }, { callbackdate: '2026-11-21T00:00:00+05:30' }),
      body(C.plain.id, { callStatus: 144 }),
      body(C.plain.id, { uicnumber: '   ' }),
      body(C.plain.id, { callStatus: 9999 }),
      body(C.plain.id, { correspondenceType: 154 }),
      body(C.plain.id, { attachFiles: { correspondencereports: { f1: 'x.pdf' } } }),
    ];
    const answers = await Promise.all(cases.map((b) => post('addCorrespondence', b, agent)));
    expect(answers.map((a) => a.statusCode)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(answers[0]!.json().message ?? answers[0]!.body).toContain(CorrespondenceText.callbackPast);
    expect(answers[2]!.body).toContain(CorrespondenceText.uicRequired);
    expect(await count()).toBe(before);
  });

  it('keeps another insurer\'s case out of reach: 404 for add, read, the case and its messages', async () => {
    const before = await count();
    expect((await post('addCorrespondence', body(C.otherInsurer.id), agent)).statusCode).toBe(404);
    expect((await post('fetchCorrespondences', { requestId: C.otherInsurer.id }, agent)).statusCode).toBe(404);
    expect((await post('fetchRequest', { requestId: C.otherInsurer.id }, admin)).statusCode).toBe(404);
    expect((await post('communicationHistory', { moduleName: 'Esales', requestId: C.otherInsurer.id }, agent)).statusCode).toBe(404);
    expect((await post('addCorrespondence', body(C.plain.id), otherInsurer)).statusCode).toBe(404);
    expect((await post('fetchCorrespondences', { requestId: 99999999 }, agent)).statusCode).toBe(404);
    expect((await post('fetchRequest', { requestId: C.plain.id }, lab)).statusCode).toBe(403);
    expect(await count()).toBe(before);
    expect((await post('fetchRequest', { requestId: C.otherInsurer.id }, otherInsurer)).statusCode).toBe(200);
  });

  it('answers the case for its history page, DND contacts masked, flags in the additionals', async () => {
    const res = await post('fetchRequest', { requestId: C.dnd.id }, agent);
    expect(res.statusCode, res.body).toBe(200);
    const [item] = res.json().queueRequests.queueList;
    expect(item).toMatchObject({
      id: C.dnd.id, eQuote: `EQ-${C.dnd.id}`, name: 'Meera Iyer', phoneNo: '98334*****', corporateName: 'Globex', corporateId: 302,
      requestJSON: { city: 'Bengaluru', state: 'Karnataka', isHNI: true, isSHNI: false, memberId: `MEM-${C.dnd.id}`, additionals: { DND: true, DNDCustomer: true, ProposalNumber: `PRP-${C.dnd.id}`, alternateMobile: '98112*****' } },
    });
    expect(res.body).not.toContain(C.dnd.email);
    const plain = (await post('fetchRequest', { requestId: C.plain.id }, agent)).json().queueRequests.queueList[0];
    expect(plain).toMatchObject({ phoneNo: C.plain.phone, email: C.plain.email, requestJSON: { additionals: { DND: false, DNDCustomer: false } } });
  });

  it('lists the messages really sent about a case, newest first, masked for DND', async () => {
    const now = s.clock.now();
    await sendCaseMessage(s.db, C.dnd.id, 'SMS', C.dnd.phone, `We will call you on ${C.dnd.phone}`, new Date(now.getTime() - 60_000));
    await sendCaseMessage(s.db, C.dnd.id, 'Email', C.dnd.email, 'Your booking', now);
    const res = await post('communicationHistory', { moduleName: 'Esales', requestId: C.dnd.id }, agent);
    expect(res.statusCode, res.body).toBe(200);
    const details = res.json().communicationDetails;
    expect(details.map((d: { communicationTypeValue: string }) => d.communicationTypeValue)).toEqual(['Email', 'SMS']);
    expect(details[1]).toMatchObject({ reciever: '98334*****', body: 'We will call you on 98334*****' });
    expect(res.body).not.toContain(C.dnd.phone);
    const email = await s.call('GET', `/api/insurance/getDownloadEmail/v1?id=${details[0].messageId}`, { token: agent });
    expect(email.statusCode).toBe(200);
    expect(email.body).toContain('Your booking');
    expect((await s.call('GET', `/api/insurance/getDownloadEmail/v1?id=${details[0].messageId}`, { token: otherInsurer })).statusCode).toBe(404);
    const none = await post('communicationHistory', { moduleName: 'Esales', requestId: C.plain.id }, agent);
    expect(none.json().communicationDetails).toEqual([]);
  });
});
