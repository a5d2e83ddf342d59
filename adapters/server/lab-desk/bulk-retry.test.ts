import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pino } from 'pino';
import { startTestServer, TEST_ENGINES, type TestServer } from '../testing/test-server.ts';
import { FIXTURE } from '../testing/fixture.ts';
import { FX_REQUEST, loadRequestsFixture } from '../testing/requests-fixture.ts';
import { bodyHash, IdempotencyText } from '../http/idempotency.ts';
import { OutboxMessenger, type MailTransport } from '../mail/outbox-messenger.ts';
import { startDispatching } from '../mail/dispatch-rounds.ts';

const U = FIXTURE.users;

describe.each(TEST_ENGINES)('bulk actions retried with an Idempotency-Key on %s', (engine) => {
  let s: TestServer;
  let admin: string;

  beforeAll(async () => {
    s = await startTestServer(engine);
    await loadRequestsFixture(s.db, s.clock.now());
    admin = await s.signIn(U.dcadmin.userName);
  }, 60_000);
  afterAll(() => s?.close());

  const body = (ids: number[], remarks = 'Slot confirmed') => ({
    userId: U.dcadmin.id,
    services: 'LABS',
    providerId: 100,
    requestUpdateData: ids.map((requestId) => ({ requestId, action: 'Confirm', remarks })),
  });
  const update = (payload: object, key?: string) =>
    s.call('POST', '/api/medibuddyCentral/updateRequests', { token: admin, body: payload, headers: key ? { 'idempotency-key': key } : {} });
  /** Everything a bulk writes about these requests: status changes and messages. */
  const written = async (ids: number[]) => {
    const [row] = await s.db.query<{ steps: number; messages: number; versions: number }>(
      `SELECT (SELECT count(*)::int FROM request_status_history WHERE request_id = ANY($1::bigint[])) AS steps,
              (SELECT count(*)::int FROM outbox WHERE request_id = ANY($1::bigint[])) AS messages,
              (SELECT sum(version)::int FROM appointment_request WHERE id = ANY($1::bigint[])) AS versions`,
      [ids],
    );
    return row;
  };

  it('answers a retry with the same key with the first answer and applies nothing twice', async () => {
    const ids = [FX_REQUEST.new1, FX_REQUEST.newFar];
    const first = await update(body(ids), 'bulk-key-0001');
    expect(first.statusCode).toBe(200);
    expect(first.json().updatedRequestIds).toEqual(ids);
    const after = await written(ids);
    expect(after.messages).toBe(4);
    const retry = await update(body(ids), 'bulk-key-0001');
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await written(ids)).toEqual(after);
    // Without a key the same body is a new action: refused item by item, as the requests moved on.
    const again = (await update(body(ids))).json();
    expect(again.success).toBe(false);
    expect(again.results[0].error).toBe("Its status 'Confirmed by Medical Center' allows no Confirm");
  });

  it('refuses the same key with a different body (422) and applies nothing', async () => {
    const ids = [FX_REQUEST.new5, FX_REQUEST.new6];
    const before = await written(ids);
    const reused = await update(body(ids), 'bulk-key-0001');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errorMessage).toBe(IdempotencyText.reused);
    expect(await written(ids)).toEqual(before);
  });

  it('answers 409 while the first call with the key still runs, and resumes it once its lease ran out', async () => {
    const ids = [FX_REQUEST.new5, FX_REQUEST.new6];
    const payload = body(ids);
    // The first call applied its first item, recorded it, and its instance died (the lease still runs).
    await s.db.query(
      `INSERT INTO idempotency_key (user_id, operation, key, request_hash, created_on, locked_until, items) VALUES ($1, 'updateRequests', 'bulk-key-0002', $2, $3, $4, $5)`,
      [U.dcadmin.id, bodyHash(payload), s.clock.now(), new Date(s.clock.now().getTime() + 60_000), JSON.stringify({ 0: { requestId: ids[0], success: true, statusId: 23, error: null } })],
    );
    const before = await written(ids);
    const running = await update(payload, 'bulk-key-0002');
    expect(running.statusCode).toBe(409);
    expect(running.json().errorMessage).toBe(IdempotencyText.running);
    expect(await written(ids)).toEqual(before);

    s.clock.advanceMinutes(2);
    const resumed = await update(payload, 'bulk-key-0002');
    expect(resumed.statusCode).toBe(200);
    // The recorded item is answered from the record, not applied again; the other one is applied now.
    expect(resumed.json().results).toEqual(ids.map((requestId) => ({ requestId, success: true, statusId: 23, error: null })));
    const [first, second] = await Promise.all(ids.map((id) => s.db.query<{ status_id: number }>('SELECT status_id FROM appointment_request WHERE id = $1', [id])));
    expect([first[0].status_id, second[0].status_id]).toEqual([22, 23]);
    expect((await written(ids)).steps).toBe(before.steps + 1);
  });

  it('resumes a bulk that failed mid-way: the items that went through are answered, not applied twice', async () => {
    const ids = [FX_REQUEST.new3, FX_REQUEST.new2];
    const payload = {
      ...body([]),
      requestUpdateData: [
        { requestId: ids[0], action: 'RejectedByProvider', remarks: 'Others - Pin code not serviceable' },
        { requestId: ids[1], action: 'Confirm', remarks: 'Home Visit By: Doctor - Confirmed' },
      ],
    };
    // The second item's write fails as if the database went away after the first item committed.
    await s.db.exec(`CREATE FUNCTION test_fail() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'connection lost'; END $$;
      CREATE TRIGGER test_fail BEFORE UPDATE ON appointment_request FOR EACH ROW WHEN (OLD.id = ${ids[1]}) EXECUTE FUNCTION test_fail();`);
    const failed = await update(payload, 'bulk-key-0003');
    expect(failed.statusCode).toBe(500);
    await s.db.exec('DROP TRIGGER test_fail ON appointment_request; DROP FUNCTION test_fail();');
    const half = await written(ids);
    const retry = await update(payload, 'bulk-key-0003');
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ success: true, updatedRequestIds: ids });
    expect((await written(ids)).steps).toBe(half.steps + 1);
    expect((await update(payload, 'bulk-key-0003')).json()).toEqual(retry.json());
  });

  it('loses no customer notification when the server dies after the commit and before the send', async () => {
    const id = FX_REQUEST.new4;
    const dies = vi.spyOn(OutboxMessenger.prototype, 'dispatchQueued').mockResolvedValue(0);
    try {
      const res = await update({ ...body([]), requestUpdateData: [{ requestId: id, action: 'Confirm', remarks: 'Slot confirmed' }] }, 'bulk-key-0004');
      expect(res.json().success).toBe(true);
    } finally {
      dies.mockRestore();
    }
    const messages = () =>
      s.db.query<{ channel: string; status: string; is_delivered: boolean }>(`SELECT channel, status, is_delivered FROM outbox WHERE request_id = $1 ORDER BY id`, [id]);
    expect(await messages()).toEqual([
      { channel: 'Email', status: 'Queued', is_delivered: false },
      { channel: 'SMS', status: 'Queued', is_delivered: false },
    ]);

    // The next process starts its dispatch rounds, as startServer does, and sends what was committed.
    const mailed: string[] = [];
    const transport: MailTransport = { sendMail: async (m) => void mailed.push(m.to) };
    const next = startDispatching(new OutboxMessenger(s.db, s.clock, pino({ level: 'silent' }), transport), { error: () => {} });
    await next.stop();
    expect(await messages()).toEqual([
      { channel: 'Email', status: 'Delivered', is_delivered: true },
      { channel: 'SMS', status: 'Logged', is_delivered: true },
    ]);
    expect(mailed).toEqual([`p${id}@mail.test`]);
  });

  it('delivers a message whose sender died mid-send once its lease ran out, and only once', async () => {
    const id = FX_REQUEST.new4;
    // The earlier bulk actions' notices, held through their undo window, go out first.
    s.clock.advanceMinutes(1);
    await new OutboxMessenger(s.db, s.clock, pino({ level: 'silent' })).dispatchQueued();
    await s.db.query(`UPDATE outbox SET status = 'Sending', is_delivered = false, claimed_until = $2 WHERE request_id = $1 AND channel = 'Email'`, [
      id,
      new Date(s.clock.now().getTime() + 60_000),
    ]);
    const mailed: string[] = [];
    const outbox = new OutboxMessenger(s.db, s.clock, pino({ level: 'silent' }), { sendMail: async (m) => void mailed.push(m.to) });
    expect(await outbox.dispatchQueued()).toBe(0);
    s.clock.advanceMinutes(6);
    expect(await outbox.dispatchQueued()).toBe(1);
    expect(await outbox.dispatchQueued()).toBe(0);
    expect(mailed).toEqual([`p${id}@mail.test`]);
  });
});
