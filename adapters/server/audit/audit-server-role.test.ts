import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { FIXTURE } from '../testing/fixture.ts';
import { FX_REQUEST, loadRequestsFixture } from '../testing/requests-fixture.ts';
import { sealAuditChains } from './seal-audit.ts';
import { verifyAuditChain } from './verify-audit.ts';

const U = FIXTURE.users;

/**
 * With DATABASE_OWNER_URL the server runs as a role that owns nothing: the audit trail can be added
 * to and read, never rewritten, even by someone holding the server's own credentials.
 */
describe.runIf(Boolean(process.env.DATABASE_URL_TEST))('the server as a role of its own on PostgreSQL', () => {
  let s: TestServer;
  let asServer: pg.Client;
  let asOwner: pg.Client;

  beforeAll(async () => {
    s = await startTestServer('postgres', {}, undefined, { ownerRole: true });
    await loadRequestsFixture(s.db, s.clock.now());
    asServer = new pg.Client({ connectionString: s.config.databaseUrl });
    asOwner = new pg.Client({ connectionString: s.config.databaseOwnerUrl });
    await Promise.all([asServer.connect(), asOwner.connect()]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([asServer?.end(), asOwner?.end()]);
    await s?.close();
  });

  it('signs in, records a status change in the audit trail and seals it, as its own role', async () => {
    const [who] = await s.db.query<{ role: string }>('SELECT current_user AS role');
    expect(who.role).toBe(new URL(s.config.databaseUrl!).username);
    const token = await s.signIn(U.dcadmin.userName);
    const body = { userId: U.dcadmin.id, services: 'LABS', providerId: 100, requestUpdateData: [{ requestId: FX_REQUEST.new1, action: 'Confirm', remarks: 'Slot confirmed' }] };
    expect((await s.call('POST', '/api/medibuddyCentral/updateRequests', { token, body })).json().success).toBe(true);
    const actions = await s.db.query<{ action: string; subject: string }>('SELECT action, subject FROM audit_event ORDER BY day, seq');
    expect(actions.slice(-2)).toEqual([
      { action: 'SignedIn', subject: `user:${U.dcadmin.id}` },
      { action: 'RequestStatusChanged', subject: `request:${FX_REQUEST.new1}` },
    ]);
    const [{ n }] = await s.db.query<{ n: number }>('SELECT max(seq)::int AS n FROM audit_event');
    expect((await sealAuditChains(s.db, s.clock.now())).map((seal) => seal.seq)).toEqual([n]);
    expect(await verifyAuditChain(s.db)).toMatchObject({ ok: true, seals: 1 });
  });

  it('owns nothing, so it can neither disable the guard nor update, delete, empty or drop audit rows', async () => {
    const owned = await asServer.query(`SELECT relname FROM pg_class WHERE relowner = (SELECT oid FROM pg_roles WHERE rolname = current_user)`);
    expect(owned.rows).toEqual([]);
    const refusals: [string, RegExp][] = [
      ['ALTER TABLE audit_event DISABLE TRIGGER audit_event_append_only', /must be owner of table audit_event/],
      ['ALTER TABLE audit_event DISABLE TRIGGER ALL', /must be owner of table audit_event/],
      ["UPDATE audit_event SET actor_name = 'someone else'", /permission denied for table audit_event/],
      ['DELETE FROM audit_event', /permission denied for table audit_event/],
      ['TRUNCATE audit_event', /permission denied for table audit_event/],
      ['DROP TABLE audit_event', /must be owner of table audit_event/],
      ['ALTER TABLE audit_seal DISABLE TRIGGER audit_seal_append_only', /must be owner of table audit_seal/],
      ['UPDATE audit_seal SET seq = 1', /permission denied for table audit_seal/],
      ['DELETE FROM audit_seal', /permission denied for table audit_seal/],
      ['TRUNCATE audit_seal', /permission denied for table audit_seal/],
      ["DELETE FROM schema_migration WHERE name LIKE '04%'", /permission denied for table schema_migration/],
      ["SELECT grant_server_role(current_user)", /permission denied for function grant_server_role/],
    ];
    for (const [sql, refusal] of refusals) await expect(asServer.query(sql), sql).rejects.toThrow(refusal);
    const [{ n }] = (await asOwner.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_event')).rows;
    expect(n).toBeGreaterThanOrEqual(2);
  });

  it('refuses to grant a role that owns the schema: it could rewrite the trail', async () => {
    await expect(asOwner.query('SELECT grant_server_role(current_user)')).rejects.toThrow(/owns the audit trail \(or is a member of its owner\): it could rewrite it/);
    await expect(asOwner.query("SELECT grant_server_role('postgres')")).rejects.toThrow(/is a superuser: it could rewrite the audit trail/);
  });
});
