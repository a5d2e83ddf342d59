import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ENGINES, type TestServer } from '../testing/test-server.ts';
import { FIXTURE } from '../testing/fixture.ts';
import { FX_REQUEST, loadRequestsFixture } from '../testing/requests-fixture.ts';

const U = FIXTURE.users;
const consult = FX_REQUEST.consult1;

describe.each(TEST_ENGINES)('offline consult history and package tests on %s', (engine) => {
  let s: TestServer;
  let clinic: string;
  let otherClinic: string;
  let lab: string;
  let insurer: string;

  beforeAll(async () => {
    s = await startTestServer(engine);
    await loadRequestsFixture(s.db, s.clock.now());
    // A branch user of the consult's provider tree with the clinic desk; the fixture's clinic is another provider's.
    await s.db.query(`UPDATE app_user SET features = ARRAY['VIEW_OFFLINE', 'UPDATE_DOCTOR'] WHERE id = $1`, [U.noOtp.id]);
    await s.db.query(
      `INSERT INTO request_status_history (request_id, status_id, actor_name, at, remarks, attachments) VALUES ($1, 32, 'Clinic', $2, 'Rx sent', $3)`,
      [consult, s.clock.now(), JSON.stringify({ reports: { 'rx-1.pdf': 'Prescription.pdf' } })],
    );
    [clinic, otherClinic, lab, insurer] = await Promise.all([U.noOtp, U.clinic, U.dcadmin, U.insureradmin].map((u) => s.signIn(u.userName)));
  }, 60_000);
  afterAll(() => s?.close());

  const history = (body: unknown, token = clinic) => s.call('POST', '/api/consults/requestHistory', { token, body });
  const packages = (body: unknown, token = clinic) => s.call('POST', '/api/consults/packageDetailsByProductIds', { token, body });

  it("answers a consult's history with the files attached on each status", async () => {
    const res = await history({ requestId: consult });
    expect(res.statusCode).toBe(200);
    const { requestHistory } = res.json();
    expect(requestHistory).toMatchObject({ requestId: consult, additionalInformation: { patientName: 'Consult Patient', providerId: 101 } });
    expect(requestHistory.statusHistory.map((h: { statusId: number }) => h.statusId)).toEqual([22, 32]);
    expect(requestHistory.statusHistory.at(-1)).toMatchObject({ remarks: 'Rx sent', attachments: { reports: { 'rx-1.pdf': 'Prescription.pdf' } } });
  });

  it("refuses another provider's consult and a lab request as unknown, and a caller without the clinic desk", async () => {
    expect((await history({ requestId: consult }, otherClinic)).json()).toMatchObject({ isSuccess: false, errorMessage: 'No request found with this id' });
    expect((await history({ requestId: FX_REQUEST.new1 })).statusCode).toBe(404);
    expect((await history({ requestId: consult }, lab)).statusCode).toBe(403);
    expect((await history({ requestId: consult }, insurer)).statusCode).toBe(403);
  });

  it('answers package tests by product ids, in the order asked; an unknown id adds nothing', async () => {
    const res = await packages({ productIds: [4, 999, 13] });
    expect(res.json()).toEqual({
      isSuccess: true,
      packagesTests: [
        { packageId: 4, packageName: 'Diabetes Care Panel', groupName: 'Diabetes', tests: [{ testId: null, name: 'Fasting Blood Sugar' }, { testId: null, name: 'HbA1c' }] },
        { packageId: 13, packageName: 'PPMC Medical Examination Level 1', groupName: 'Cardiac', tests: [{ testId: null, name: 'ECG' }] },
      ],
    });
    expect((await packages({ productIds: [4] }, otherClinic)).statusCode).toBe(200);
  });

  it('refuses package tests to a caller without the clinic desk', async () => {
    expect((await packages({ productIds: [4] }, lab)).json()).toMatchObject({ isSuccess: false, errorMessage: 'You are not Authorized for this action' });
    expect((await packages({ productIds: [4] }, insurer)).statusCode).toBe(403);
  });

  it('refuses malformed bodies, naming the field', async () => {
    expect((await history({ requestId: -1 })).json().errorMessage).toBe('body/requestId must be >= 1');
    expect((await history({ requestId: consult, services: 'OFFLINE_CONSULTS' })).statusCode).toBe(400);
    expect((await packages({ productIds: [] })).json().errorMessage).toBe('body/productIds must NOT have fewer than 1 items');
    expect((await packages({ productIds: Array.from({ length: 51 }, (_, i) => i + 1) })).statusCode).toBe(400);
    expect((await packages({ productIds: ['4'] })).statusCode).toBe(400);
  });
});
