import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ENGINES, type TestServer } from '../testing/test-server.ts';
import { FIXTURE } from '../testing/fixture.ts';
import { loadRequestsFixture } from '../testing/requests-fixture.ts';
import { OutboxMessenger } from '../mail/outbox-messenger.ts';
import { UndoRefusal } from '../../../core/bulk/undo-period.ts';

const U = FIXTURE.users;

describe.each(TEST_ENGINES)('safe bulk actions on %s', (engine) => {
  let s: TestServer;
  let admin: string;
  let otherUser: string;
  let spare: number[];

  beforeAll(async () => {
    s = await startTestServer(engine);
    await loadRequestsFixture(s.db, s.clock.now());
    admin = await s.signIn(U.dcadmin.userName);
    otherUser = await s.signIn(U.noOtp.userName);
    // Lab requests of provider 101 (the dcadmin's child, the other user's own), each test sets their statuses.
    spare = (await s.db.query<{ id: number }>(
      `SELECT id::int AS id FROM appointment_request WHERE service = 'LABS' AND provider_id = 101 AND visit_type = 'Appointment' AND email <> '' ORDER BY id`,
    )).map((r) => r.id);
  }, 60_000);
  afterAll(() => s?.close());

  /** The next `count` spare requests, set to the statuses given (and plain remarks), as if just loaded. */
  const take = async (...statuses: number[]) => {
    const ids = spare.splice(0, statuses.length);
    expect(ids).toHaveLength(statuses.length);
    for (const [i, id] of ids.entries()) {
      await s.db.query(`UPDATE appointment_request SET status_id = $2, remarks = $3, version = 1 WHERE id = $1`, [id, statuses[i], `before ${id}`]);
    }
    return ids;
  };
  const later = (ms: number) => (s.clock.current = new Date(s.clock.current.getTime() + ms));
  const bulk = (ids: number[], action: string, remarks: string, token = admin, userId: number = U.dcadmin.id, providerId = 100) =>
    s.call('POST', '/api/medibuddyCentral/updateRequests', {
      token,
      body: { userId, services: 'LABS', providerId, requestUpdateData: ids.map((requestId) => ({ requestId, action, remarks })) },
    });
  const undo = (batchId: string, token = admin, userId: number = U.dcadmin.id, providerId = 100) =>
    s.call('POST', '/api/medibuddyCentral/undoBulkUpdate', { token, body: { userId, services: 'LABS', providerId, batchId } });
  const row = async (id: number) =>
    (await s.db.query<{ status_id: number; remarks: string }>('SELECT status_id, remarks FROM appointment_request WHERE id = $1', [id]))[0];
  const lastStep = async (id: number) =>
    (await s.db.query<{ status_id: number; actor_user_id: number; remarks: string }>(
      'SELECT status_id, actor_user_id, remarks FROM request_status_history WHERE request_id = $1 ORDER BY id DESC LIMIT 1',
      [id],
    ))[0];
  const notices = (ids: number[]) =>
    s.db.query<{ request_id: number; status: string; next_attempt_on: Date | null }>(
      `SELECT request_id::int AS request_id, status, next_attempt_on FROM outbox WHERE request_id = ANY($1::bigint[]) AND purpose = 'statusNotification' ORDER BY id`,
      [ids],
    );
  const undoAudits = (ids: number[]) =>
    s.db.query<{ subject: string; actor_user_id: number; details: string }>(
      `SELECT subject, actor_user_id, details FROM audit_event WHERE action = 'RequestStatusUndone' AND subject = ANY($1::text[]) ORDER BY id`,
      [ids.map((id) => `request:${id}`)],
    );
  const dispatch = () => new OutboxMessenger(s.db, s.clock, pino({ level: 'silent' })).dispatchQueued();

  it('applies to the rows its status allows, refuses the others with the preview reason, and holds the notices', async () => {
    const [a, b, confirmed] = await take(22, 30, 23);
    const answer = (await bulk([a, b, confirmed], 'Confirm', 'Slot confirmed')).json();
    expect(answer.results).toEqual([
      { requestId: a, success: true, statusId: 23, error: null },
      { requestId: b, success: true, statusId: 23, error: null },
      { requestId: confirmed, success: false, statusId: 23, error: "Its status 'Confirmed by Medical Center' allows no Confirm" },
    ]);
    const deadline = new Date(s.clock.now().getTime() + 10_000);
    expect(answer.undo).toEqual({ batchId: expect.any(String), undoUntil: deadline.toISOString() });
    const held = await notices([a, b, confirmed]);
    expect(held.map((n) => n.request_id)).toEqual([a, a, b, b]);
    expect(held.every((n) => n.status === 'Queued' && new Date(n.next_attempt_on!).getTime() === deadline.getTime())).toBe(true);
    // Nothing goes out inside the window.
    later(9_000);
    await dispatch();
    expect((await notices([a, b])).map((n) => n.status)).toEqual(['Queued', 'Queued', 'Queued', 'Queued']);
  });

  it('undo reverts every applied row, with history and audit rows saying so, and nothing is ever sent', async () => {
    const [a, b, c] = await take(22, 22, 147);
    const { undo: handle } = (await bulk([a, b, c], 'Confirm', 'Slot confirmed')).json();
    expect((await row(a)).status_id).toBe(23);
    later(5_000);
    const res = await undo(handle.batchId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      batchId: handle.batchId,
      results: [a, b, c].map((requestId, i) => ({ requestId, outcome: 'Reverted', statusId: [22, 22, 147][i] })),
    });
    for (const [i, id] of [a, b, c].entries()) {
      expect(await row(id)).toEqual({ status_id: [22, 22, 147][i], remarks: `before ${id}` });
      expect(await lastStep(id)).toEqual({ status_id: [22, 22, 147][i], actor_user_id: U.dcadmin.id, remarks: 'Undone: bulk Confirm reverted' });
    }
    const audits = await undoAudits([a, b, c]);
    expect(audits.map((x) => [x.subject, x.actor_user_id, JSON.parse(x.details)])).toEqual(
      [a, b, c].map((id, i) => [`request:${id}`, U.dcadmin.id, { batch: handle.batchId, fromStatus: 23, toStatus: [22, 22, 147][i], undoneAction: 'Confirm' }]),
    );
    expect(await notices([a, b, c])).toEqual([]);
    later(60_000);
    await dispatch();
    expect(await notices([a, b, c])).toEqual([]);
    // Undo again: the same answer, and nothing more written.
    const again = await undo(handle.batchId);
    expect(again.json()).toEqual(res.json());
    expect(await undoAudits([a, b, c])).toHaveLength(3);
  });

  it('after the window undo is refused and changes nothing; the kept action is announced then', async () => {
    const [a, b] = await take(22, 22);
    const { undo: handle } = (await bulk([a, b], 'Confirm', 'Slot confirmed')).json();
    later(10_000);
    const res = await undo(handle.batchId);
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMessage).toBe(UndoRefusal.closed);
    expect([(await row(a)).status_id, (await row(b)).status_id]).toEqual([23, 23]);
    expect(await undoAudits([a, b])).toEqual([]);
    await dispatch();
    expect((await notices([a, b])).map((n) => [n.request_id, n.status])).toEqual([[a, 'Logged'], [a, 'Logged'], [b, 'Logged'], [b, 'Logged']]);
  });

  it('leaves a row someone changed since as it is, and says so', async () => {
    const [a, b] = await take(22, 22);
    const { undo: handle } = (await bulk([a, b], 'Confirm', 'Slot confirmed')).json();
    const single = await s.call('POST', '/api/medibuddyCentral/updateRequests', {
      token: otherUser,
      body: { userId: U.noOtp.id, services: 'LABS', providerId: 101, requestUpdateData: [{ requestId: b, action: 'Attended', remarks: 'Came in' }] },
    });
    expect(single.json().success).toBe(true);
    // A single action is announced at once, not held.
    expect((await notices([b])).filter((n) => n.next_attempt_on === null)).toHaveLength(2);
    const res = (await undo(handle.batchId)).json();
    expect(res.results).toEqual([
      { requestId: a, outcome: 'Reverted', statusId: 22 },
      { requestId: b, outcome: 'ChangedMeanwhile', statusId: 32 },
    ]);
    expect((await row(b)).status_id).toBe(32);
    expect(await undoAudits([b])).toEqual([]);
  });

  it("another user cannot undo your batch, and a bulk that applied nothing offers no undo", async () => {
    const [a, b] = await take(40, 40);
    const { undo: handle } = (await bulk([a, b], 'Attended', 'Both came in')).json();
    const foreign = await undo(handle.batchId, otherUser, U.noOtp.id, 101);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errorMessage).toBe(UndoRefusal.unknown);
    expect([(await row(a)).status_id, (await row(b)).status_id]).toEqual([32, 32]);
    expect((await undo('no-such-batch')).statusCode).toBe(404);
    const own = (await undo(handle.batchId)).json();
    expect(own.results.map((r: { outcome: string }) => r.outcome)).toEqual(['Reverted', 'Reverted']);
    const nothing = (await bulk([a, b], 'Submit', 'x')).json();
    expect(nothing.updatedRequestIds).toEqual([]);
    expect(nothing.undo).toBeUndefined();
  });
});
