import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ENGINES, type TestServer } from '../testing/test-server.ts';
import { FIXTURE } from '../testing/fixture.ts';
import { liveCookieFor, openLive, type LiveClient } from '../testing/live-client.ts';
import { spocRolesFor } from '../../../core/spoc/spoc-roles.ts';

const U = FIXTURE.users;
/** Far longer than any wait below: an end heard within it was not the heartbeat's doing. */
const HEARTBEAT_MS = 120_000;
const AT_ONCE_MS = 2_000;

describe.each(TEST_ENGINES)('a live stream ends with its session on %s', (engine) => {
  let s: TestServer;
  let base: string;
  const open: LiveClient[] = [];
  const live = async (token: string) => {
    const client = await openLive(base, await liveCookieFor(base, token));
    open.push(client);
    return client;
  };
  const endedAtOnce = async (client: LiveClient) => {
    await client.waitFor((e) => e.event === 'ended', AT_ONCE_MS);
    await client.waitClosed(AT_ONCE_MS);
  };

  beforeAll(async () => {
    s = await startTestServer(engine, { liveHeartbeatMs: HEARTBEAT_MS });
    base = await s.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    open.forEach((c) => c.close());
    await s?.close();
  });

  it('ends at sign-out, while the same user’s other session streams on', async () => {
    const leaving = await s.signIn(U.dcadmin.userName);
    const staying = await s.signIn(U.dcadmin.userName);
    const gone = await live(leaving);
    const other = await live(staying);
    expect((await s.call('POST', '/api/provider/logout', { token: leaving, body: {} })).statusCode).toBe(200);
    await endedAtOnce(gone);
    expect(other.closed).toBe(false);
    expect(other.events.map((e) => e.event)).not.toContain('ended');
  });

  it('ends when a SPOC admin deactivates the user', async () => {
    await s.db.query('UPDATE app_user SET features = $2 WHERE id = $1', [U.clinic.id, ['VIEW_OFFLINE', 'UPDATE_SPOC_STATUS']]);
    await s.db.query('UPDATE app_user SET spoc_roles = $2 WHERE id = $1', [U.otherLab.id, spocRolesFor('viewer', { labs: ['Pathology'] })]);
    const admin = await s.signIn(U.clinic.userName);
    const stream = await live(await s.signIn(U.otherLab.userName));
    const off = await s.call('POST', '/api/provider/updateSpocStatus', {
      token: admin,
      body: { active: false, entityId: FIXTURE.otherLabId, userName: U.otherLab.userName, userId: U.otherLab.id },
    });
    expect(off.json()).toEqual({ isSuccess: true });
    await endedAtOnce(stream);
  });

  it('ends when the user is deactivated by any writer, sessions left as they were', async () => {
    const stream = await live(await s.signIn(U.insureradmin.userName));
    await s.db.query('UPDATE app_user SET is_active = false WHERE id = $1', [U.insureradmin.id]);
    await endedAtOnce(stream);
  });
});
