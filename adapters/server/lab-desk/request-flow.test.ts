import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ENGINES, type TestServer } from '../testing/test-server.ts';
import { FIXTURE } from '../testing/fixture.ts';
import { FX_REQUEST, loadRequestsFixture } from '../testing/requests-fixture.ts';

const U = FIXTURE.users;

describe.each(TEST_ENGINES)('the flow step of a request (provider requestFlow) on %s', (engine) => {
  let s: TestServer;
  let lab: string;
  let clinic: string;
  let otherLab: string;
  let insurer: string;

  beforeAll(async () => {
    s = await startTestServer(engine);
    await loadRequestsFixture(s.db, s.clock.now());
    // A branch user of the lab's tree who works its consults, not its lab desk.
    await s.db.query(`UPDATE app_user SET features = ARRAY['VIEW_OFFLINE', 'UPDATE_DOCTOR'] WHERE id = $1`, [U.noOtp.id]);
    [lab, clinic, otherLab, insurer] = await Promise.all([U.dcadmin, U.noOtp, U.otherLab, U.insureradmin].map((u) => s.signIn(u.userName)));
  }, 60_000);
  afterAll(() => s?.close());

  const flow = (body: unknown, token = lab) => s.call('POST', '/api/provider/requestFlow', { token, body });
  const latestStep = async (id: number) =>
    (await s.db.query<{ id: number }>('SELECT id::int AS id FROM request_status_history WHERE request_id = $1 ORDER BY at DESC, id DESC LIMIT 1', [id]))[0]!.id;

  it('answers the current history row, status and the lab actions; an action moves it on', async () => {
    const id = FX_REQUEST.new1;
    const before = await flow({ requestId: id, RequestAccessToken: 'ignored' });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      isSuccess: true, requestId: id, requestFlowId: await latestStep(id), currentStatusId: 22, currentStatus: 'New Appointment Request', nextPossibleActions: ['Confirm', 'RejectedByProvider'],
    });
    const done = await s.call('POST', '/api/medibuddyCentral/updateRequests', {
      token: lab, body: { userId: U.dcadmin.id, services: 'LABS', providerId: 100, requestUpdateData: [{ requestId: id, action: 'Confirm', remarks: 'Booked' }] },
    });
    expect(done.json().success).toBe(true);
    const after = (await flow({ requestId: id })).json();
    expect(after).toMatchObject({ requestFlowId: await latestStep(id), currentStatusId: 23, currentStatus: 'Confirmed by Medical Center' });
    expect(after.requestFlowId).not.toBe(before.json().requestFlowId);
    expect(after.nextPossibleActions).toEqual(['Attended']);
  });

  it('answers a consult by the offline rules, for a user of the clinic desk', async () => {
    const res = await flow({ requestId: FX_REQUEST.consult1 }, clinic);
    expect(res.json()).toMatchObject({ currentStatusId: 22, currentStatus: 'New Appointment Request', nextPossibleActions: ['Confirm', 'Reject', 'Reschedule', 'CHANGE_DOCTOR'] });
  });

  it("refuses another provider's request as unknown, and a caller without the request's desk", async () => {
    expect((await flow({ requestId: FX_REQUEST.new1 }, otherLab)).json()).toMatchObject({ isSuccess: false, errorMessage: 'No request found with this id' });
    expect((await flow({ requestId: 999_999 })).statusCode).toBe(404);
    expect((await flow({ requestId: FX_REQUEST.consult1 }, lab)).statusCode).toBe(403);
    expect((await flow({ requestId: FX_REQUEST.conf1 }, clinic)).statusCode).toBe(403);
    expect((await flow({ requestId: FX_REQUEST.new1 }, insurer)).statusCode).toBe(403);
    expect((await flow({ requestId: FX_REQUEST.new1 }, '')).statusCode).toBe(401);
  });

  it('refuses a malformed body, naming the field', async () => {
    expect((await flow({ requestId: 0 })).json().errorMessage).toBe('body/requestId must be >= 1');
    expect((await flow({ requestId: '500001' })).statusCode).toBe(400);
    expect((await flow({ requestId: FX_REQUEST.new1, statusId: 23 })).statusCode).toBe(400);
  });
});
