import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE } from '../testing/fixture.ts';
import { BOOKING, loadBookingFixture } from '../testing/booking-fixture.ts';
import { startTestServer, TEST_ENGINES, type TestServer } from '../testing/test-server.ts';

const U = FIXTURE.users;
const DAY = 86_400_000;

describe.each(TEST_ENGINES)('Create Appointment on the server (%s)', (engine) => {
  let s: TestServer;
  let callCentre = '';
  let admin = '';
  let agent = '';
  let lab = '';
  let otherInsurer = '';

  const tomorrow = () => new Date(s.clock.now().getTime() + DAY).toISOString();
  const item = (more: Record<string, unknown> = {}, props: Record<string, unknown> = {}) => ({
    productId: BOOKING.perIds.healthCheck, employeeId: 'ACM-777', firstName: 'Kiran Rao', gender: 'Male', contactNum: '9812345670',
    emailId: 'kiran@mail.test', relation: 'Self', productName: 'Fixture Health Check', productType: 9782, visitType: 'Appointment',
    amount: 1180, preferredDC: [{ firstPrefTime: tomorrow(), secPrefTime: null, id: 101, name: 'Fixture Diagnostics Indiranagar' }],
    additionalProperties: { sumAssured: 500000, hrName: 'Asha', ...props },
    ...more,
  });
  const order = (items: unknown[] = [item()], more: Record<string, unknown> = {}) => ({
    contractId: 9782, employeeContactNo: '9812345670', employeeEmail: 'kiran@mail.test', employeeId: 'ACM-777', employeeName: 'Kiran Rao',
    entityId: FIXTURE.insurerId, gender: 'Male', orderItems: items, paymentMode: 'IndividualPaid', paymentState: 'Unpaid', ...more,
  });
  const create = (body: unknown, token = callCentre, headers: Record<string, string> = {}) =>
    s.call('POST', '/api/insurance/createAppointment', { body, token, headers });
  const counts = async () => {
    const [row] = await s.db.query<{ requests: number; outbox: number; audit: number }>(
      `SELECT (SELECT count(*)::int FROM appointment_request) AS requests, (SELECT count(*)::int FROM outbox) AS outbox,
              (SELECT count(*)::int FROM audit_event WHERE action = 'AppointmentCreated') AS audit`,
    );
    return row;
  };

  beforeAll(async () => {
    s = await startTestServer(engine);
    await loadBookingFixture(s.db, s.clock.now());
    callCentre = await s.signIn(BOOKING.callCentre.userName);
    admin = await s.signIn(U.insureradmin.userName);
    agent = await s.signIn(U.insureragent.userName);
    lab = await s.signIn(U.dcadmin.userName);
    otherInsurer = await s.signIn(U.otherInsurer.userName);
  }, 60_000);
  afterAll(async () => s?.close());

  it('looks up states, the cities of a state and the localities of a city, by name', async () => {
    const look = async (url: string, body: unknown) => (await s.call('POST', `/api/insurance/${url}`, { body, token: callCentre })).json().lookUpData;
    expect(await look('getAllStates', {})).toEqual([{ lookUpId: 1, lookUpValue: 'Karnataka' }, { lookUpId: 2, lookUpValue: 'Maharashtra' }]);
    expect(await look('getCities', { stateLookUpId: 1 })).toEqual([{ lookUpId: 11, lookUpValue: 'Bengaluru' }]);
    expect(await look('getLocation', { cityLookUpId: 11 })).toEqual([{ lookUpId: 111, lookUpValue: 'Indiranagar' }, { lookUpId: 112, lookUpValue: 'Koramangala' }]);
    expect(await look('getLookUpData', { kind: 'city', parentId: 2, level: 2 })).toEqual([{ lookUpId: 21, lookUpValue: 'Mumbai' }]);
    expect((await s.call('POST', '/api/insurance/getLookUpData', { body: { kind: 'location' }, token: callCentre })).statusCode).toBe(400);
    expect((await s.call('POST', '/api/insurance/getAllStates', { body: {}, token: lab })).statusCode).toBe(403);
  });

  it("offers the insurer's own packages with price and service tax, to the roles that book", async () => {
    const body = { cartAppointment: {}, ruleEngineVariable: { employeeId: 'ACM-777', entityRelationId: null, loadRetailPackages: false, maid: null, ruleParams: {} } };
    const res = await s.call('POST', '/api/insurance/ruleEngine', { body, token: callCentre });
    expect(res.json().ruleEnginePackages).toEqual([
      { peR_Id: 8002, packageName: 'Fixture Cardiac Profile', packagePrice: 2000, serviceTax: 360, contract: { contractId: 9782 } },
      { peR_Id: 8001, packageName: 'Fixture Health Check', packagePrice: 1000, serviceTax: 180, contract: { contractId: 9782 } },
    ]);
    expect((await s.call('POST', '/api/insurance/ruleEngine', { body, token: admin })).statusCode).toBe(200);
    expect((await s.call('POST', '/api/insurance/ruleEngine', { body, token: agent })).statusCode).toBe(200);
    expect((await s.call('POST', '/api/insurance/ruleEngine', { body, token: lab })).statusCode).toBe(403);
  });

  it('takes as entityRelationId the ids GetChildEntityRelation and getAllContracts hand out, and no id of another space or insurer', async () => {
    const ruleEngine = async (entityRelationId: number, token = admin) =>
      (await s.call('POST', '/api/insurance/ruleEngine', { token, body: { cartAppointment: {}, ruleEngineVariable: { employeeId: null, entityRelationId, loadRetailPackages: false, maid: null, ruleParams: {} } } })).statusCode;
    const children = (await s.call('GET', `/api/insurance/GetChildEntityRelation/${FIXTURE.insurerId}`, { token: admin })).json().children as { entityId: number; entityRelationId: number }[];
    const contracts = (await s.call('GET', '/api/insurance/getAllContracts/', { token: admin })).json().contracts as { entityRelationIds: number[] }[];
    const handedOut = new Set([...children.map((c) => c.entityRelationId), ...contracts.flatMap((c) => c.entityRelationIds)]);
    expect(handedOut.size).toBe(FIXTURE.corporateIds.length);
    for (const id of handedOut) expect(await ruleEngine(id), `entityRelationId ${id}`).toBe(200);
    // The insurer's and corporates' own ids are another id space; another insurer's relations are not the caller's.
    expect(await ruleEngine(FIXTURE.insurerId)).toBe(403);
    for (const c of children) expect(await ruleEngine(c.entityId)).toBe(403);
    const theirs = (await s.call('GET', `/api/insurance/GetChildEntityRelation/${FIXTURE.otherInsurerId}`, { token: otherInsurer })).json().children as { entityRelationId: number }[];
    expect(theirs.length).toBeGreaterThan(0);
    for (const c of theirs) expect(await ruleEngine(c.entityRelationId)).toBe(403);
  });

  it('lists the centres of a locality that perform every chosen package', async () => {
    const centres = async (locationId: number, cityId: number, stateId: number, packageIds: number[]) =>
      (await s.call('POST', '/api/insurance/getAllDC', { body: { stateId, cityId, locationId, packageIds }, token: callCentre })).json().providers.map((p: { id: number }) => p.id);
    expect(await centres(111, 11, 1, [8001, 8002])).toEqual([101]);
    expect(await centres(211, 21, 2, [8001])).toEqual([102]);
    expect(await centres(211, 21, 2, [8001, 8002])).toEqual([]);
    expect(await centres(111, 21, 2, [8001])).toEqual([]);
    // Another insurer's package id is not the caller's to book.
    expect(await centres(211, 21, 2, [BOOKING.otherInsurerPerId])).toEqual([]);
  });

  it("creates a New request at the chosen centre that the lab desk and the insurer's list show at once", async () => {
    const before = await counts();
    const res = await create(order());
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ isSuccess: true, orderNumber: expect.stringMatching(/^\d+$/) });
    const [id] = answer.requestIds as number[];
    const [row] = await s.db.query<Record<string, unknown>>(
      'SELECT provider_id, corporate_id, contract_id, status_id, visit_type, relation, patient_name, gender, amount::text, order_id::text, additionals FROM appointment_request WHERE id = $1',
      [id],
    );
    expect(row).toMatchObject({ provider_id: 101, corporate_id: 301, contract_id: 9782, status_id: 22, visit_type: 'Appointment', relation: 'Self', patient_name: 'Kiran Rao', gender: 'M', amount: '1180.00', order_id: answer.orderNumber });
    expect(row!.additionals).toMatchObject({ hrName: 'Asha', sumAssured: '500000' });
    const history = await s.db.query('SELECT status_id, remarks, actor_user_id FROM request_status_history WHERE request_id = $1', [id]);
    expect(history).toEqual([{ status_id: 22, remarks: 'Created', actor_user_id: BOOKING.callCentre.id }]);
    expect(await counts()).toEqual({ requests: before.requests + 1, outbox: before.outbox + 2, audit: before.audit + 1 });

    const desk = await s.call('POST', '/api/medibuddyCentral/RequestDetails', {
      body: { userId: U.dcadmin.id, services: 'LABS', providerId: 100, fetchForProviders: [], rows: 10, pageNumber: 1, sourcePage: 1, startDate: '2026-11-01', endDate: '2026-12-31', isSearch: false },
      token: lab,
    });
    expect(desk.body).toContain(String(id));
    const list = await s.call('POST', '/api/insurance/appointments/', {
      body: { roleId: U.insureradmin.roleId, userId: U.insureradmin.id, corporateIDs: [], fetchByDate: false, serviceType: 'Labs', isExportData: false, requestID: id, paginationBasedDetail: { pageNumber: 1, recordsPerPage: 10 } },
      token: admin,
    });
    expect(list.body).toContain(String(id));
  });

  it('books a home visit with the fixed home-visit centre and refuses any other centre for it', async () => {
    const home = item({ visitType: 'Home_Visit', addressLine1: '12 MG Road', preferredDC: [{ firstPrefTime: tomorrow(), id: 900001, name: 'Schedule Home Visit' }] });
    const res = await create(order([home], { employeeId: 'ACM-778', employeeContactNo: '9812345679' }));
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await s.db.query('SELECT provider_id, visit_type, address_line1 FROM appointment_request WHERE id = $1', [res.json().requestIds[0]]);
    expect(row).toEqual({ provider_id: 900001, visit_type: 'Home_Visit', address_line1: '12 MG Road' });
    const wrong = item({ visitType: 'Home_Visit', addressLine1: '12 MG Road' });
    expect((await create(order([wrong]))).json().errorMessage).toBe('body/orderItems/0/preferredDC/0/id: A home visit is booked with the Schedule Home Visit centre');
  });

  it('answers a retry with the same Idempotency-Key with the first order, creating one request', async () => {
    const headers = { 'idempotency-key': 'create-once-1' };
    const body = order([item({ employeeId: 'ACM-900' })], { employeeId: 'ACM-900' });
    const first = await create(body, callCentre, headers);
    const again = await create(body, callCentre, headers);
    expect(again.statusCode).toBe(200);
    expect(again.json().orderNumber).toBe(first.json().orderNumber);
    const rows = await s.db.query('SELECT id FROM appointment_request WHERE order_id = $1', [first.json().orderNumber]);
    expect(rows).toHaveLength(1);
  });

  it('refuses bad input with 400 naming the field, and writes nothing', async () => {
    const before = await counts();
    const refusals: [unknown, string][] = [
      [order([item({ firstName: 'Ramu' })], { employeeName: 'Ram ' }), 'body/employeeName: Name must be longer than 3 charecters'],
      [order([item({ contactNum: '6812345670' })]), 'body/orderItems/0/contactNum must match pattern "^[7-9][0-9]{9}$"'],
      [order([item({}, { PAN: '' })]), 'body/orderItems/0/additionalProperties: Enter the value of the detail'],
      [order([item({}, { PAN: null })]), 'body/orderItems/0/additionalProperties: Enter the value of the detail'],
      [order([item({}, { clientDOB: '2030-01-01' })]), 'body/orderItems/0/additionalProperties/clientDOB: Date of birth cannot be in the future'],
      [order([item({ preferredDC: [{ firstPrefTime: new Date(s.clock.now().getTime() - 60_000).toISOString(), id: 101, name: 'x' }] })]), 'body/orderItems/0/preferredDC/0/firstPrefTime: Preference time cannot be earlier than now'],
      [order([item({ preferredDC: [{ firstPrefTime: tomorrow(), id: 102, name: 'x' }], productId: BOOKING.perIds.cardiac })]), 'body/orderItems/0/preferredDC/0/id: This centre does not offer the chosen package'],
      [order([item({ productId: BOOKING.otherInsurerPerId })]), 'body/orderItems/0/productId: This package is not offered to this insurer'],
    ];
    for (const [body, message] of refusals) {
      const res = await create(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errorMessage).toBe(message);
    }
    const raw = JSON.stringify(order([item({}, { PAN: 'ABCDE1234F' })])).replace('"PAN":"ABCDE1234F"', '"PAN":"ABCDE1234F","PAN":"ZZZZZ9999Z"');
    const repeated = await s.call('POST', '/api/insurance/createAppointment', { body: raw, token: callCentre, headers: { 'content-type': 'application/json' } });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().errorMessage).toBe('body/orderItems/0/additionalProperties/PAN is named twice');
    expect(await counts()).toEqual(before);
  });

  it("links the e-sales case it names, and treats another insurer's case as unknown", async () => {
    const res = await create(order([item({}, { id: String(BOOKING.caseOfInsurer) })], { employeeId: 'ACM-779', employeeContactNo: '9812345677' }));
    expect(res.statusCode, res.body).toBe(200);
    const [linked] = await s.db.query<{ request_id: string; order_id: string }>('SELECT request_id::text, order_id::text FROM esales_case WHERE id = $1', [BOOKING.caseOfInsurer]);
    expect(linked).toEqual({ request_id: String(res.json().requestIds[0]), order_id: res.json().orderNumber });
    const before = await counts();
    const foreign = await create(order([item({}, { id: String(BOOKING.caseOfOtherInsurer) })]));
    expect(foreign.statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('lets insureradmin and the call centre create, the agent only from a case, for their own corporates', async () => {
    const before = await counts();
    expect((await create(order(), agent)).statusCode).toBe(403);
    expect((await s.call('POST', '/api/insurance/checkDuplicateAppointment', { body: order(), token: agent })).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
    const fromCase = await create(order([item({}, { id: String(BOOKING.caseOfInsurer) })], { employeeId: 'ACM-780', employeeContactNo: '9812345676' }), agent);
    expect(fromCase.statusCode, fromCase.body).toBe(200);
    expect((await create(order(), lab)).statusCode).toBe(403);
    expect((await create(order([item()], { entityId: 401 }))).statusCode).toBe(403);
    expect((await create(order([item()], { entityId: 302 }), admin)).statusCode).toBe(200);
  });

  it("names the customer's open requests, and only the caller's", async () => {
    const check = async (token: string, body = order()) => (await s.call('POST', '/api/insurance/checkDuplicateAppointment', { body, token })).json();
    const mine = await check(callCentre);
    expect(mine.isDuplicate).toBe(true);
    expect(mine.duplicateRequestIds.length).toBeGreaterThan(0);
    expect(await check(callCentre, order([item()], { employeeId: 'NEW-1', employeeContactNo: '7000000001' }))).toEqual({ isSuccess: true, isDuplicate: false, duplicateRequestIds: [] });
    expect(await check(otherInsurer)).toMatchObject({ isDuplicate: false });
  });
});
