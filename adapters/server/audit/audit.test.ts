import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditAction, type AuditEvent } from '../../../core/audit/audit-action.ts';
import { startTestServer, TEST_ENGINES, type TestServer } from '../testing/test-server.ts';
import { FIXTURE } from '../testing/fixture.ts';
import { recordAudit } from './record-audit.ts';
import { verifyAuditChain } from './verify-audit.ts';

const U = FIXTURE.users;

interface Row {
  seq: number;
  action: string;
  actor_user_id: number | null;
  actor_name: string;
  subject: string;
  details: string;
}

describe.each(TEST_ENGINES)('the audit trail on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(engine);
  });
  afterAll(() => s.close());

  const rowsSince = async (seq: number) =>
    s.db.query<Row>('SELECT seq, action, actor_user_id, actor_name, subject, details FROM audit_event WHERE seq > $1 ORDER BY day, seq', [seq]);
  const head = async () => (await s.db.query<{ n: number }>('SELECT coalesce(max(seq), 0)::int AS n FROM audit_event'))[0].n;
  const event = (subject: string): AuditEvent => ({ at: s.clock.now(), action: AuditAction.RequestStatusChanged, actorUserId: 1, actorName: 'fx.dcadmin', subject, details: {} });

  it('records sign-in, a wrong password, a wrong code and sign-out, chained', async () => {
    const start = await head();
    await s.call('POST', '/api/provider/Authenticate', { body: { userName: 'Nobody.Here ', password: 'x', applicationId: 10007 } });
    const challenge = (await s.call('POST', '/api/provider/Authenticate', { body: { userName: U.dcadmin.userName, password: FIXTURE.password, applicationId: 10007 } })).json();
    const code = await s.latestCode(U.dcadmin.userName);
    const body = { otp: code === '00000' ? '11111' : '00000', applicationId: 10007, userId: challenge.userId, encryptedToken: challenge.encryptedToken };
    await s.call('POST', '/api/provider/verifyOTP', { body });
    const token = (await s.call('POST', '/api/provider/verifyOTP', { body: { ...body, otp: code } })).json().accessToken;
    await s.call('POST', '/api/provider/logout', { body: {}, token });

    expect((await rowsSince(start)).map((r) => [r.action, r.actor_user_id, r.actor_name, r.details])).toEqual([
      ['SignInRefused', null, 'Nobody.Here', '{"reason":"Invalid_Username_or_Password"}'],
      ['CodeRefused', U.dcadmin.id, U.dcadmin.userName, '{"reason":"Invalid_OTP"}'],
      ['SignedIn', U.dcadmin.id, U.dcadmin.userName, '{"via":"code"}'],
      ['SignedOut', U.dcadmin.id, U.dcadmin.userName, '{}'],
    ]);
    expect(await verifyAuditChain(s.db)).toMatchObject({ ok: true, days: 1 });
  });

  it('writes nothing when the change it records rolls back', async () => {
    const start = await head();
    await expect(
      s.db.transaction(async (tx) => {
        await recordAudit(tx, event('request:1'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await head()).toBe(start);
  });

  it('keeps one unforked chain under simultaneous writers', async () => {
    const start = await head();
    await Promise.all(Array.from({ length: 20 }, (_, i) => recordAudit(s.db, event(`request:${i}`))));
    expect((await rowsSince(start)).map((r) => r.seq)).toEqual(Array.from({ length: 20 }, (_, i) => start + i + 1));
    expect((await verifyAuditChain(s.db)).ok).toBe(true);
  });

  it('refuses to update, delete or empty audit rows, even for the owner', async () => {
    for (const sql of ["UPDATE audit_event SET actor_name = 'someone else'", 'DELETE FROM audit_event', 'TRUNCATE audit_event']) {
      await expect(s.db.query(sql)).rejects.toThrow(/audit_event is append-only/);
    }
  });

  it('names the first link an operator altered or removed with the trigger disabled', async () => {
    const byHand = (sql: string) => s.db.exec(`ALTER TABLE audit_event DISABLE TRIGGER audit_event_append_only; ${sql}; ALTER TABLE audit_event ENABLE TRIGGER audit_event_append_only;`);
    await byHand("UPDATE audit_event SET actor_name = 'someone else' WHERE seq = 3");
    expect(await verifyAuditChain(s.db)).toMatchObject({ ok: false, links: 2, seq: 3, problem: 'its content does not match its hash (the row was altered)' });
    await byHand('DELETE FROM audit_event WHERE seq IN (2, 3)');
    expect(await verifyAuditChain(s.db)).toMatchObject({ ok: false, links: 1, seq: 4, problem: 'link 2 is missing (found 4)' });
  });
});
