import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../config.ts';
import { startServer } from '../start.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { DEMO } from '../seed/demo-ids.ts';
import { startSecondInstance, startTestServer, type TestServer } from '../testing/test-server.ts';
import { FIXTURE } from '../testing/fixture.ts';
import { FX_REQUEST, loadRequestsFixture } from '../testing/requests-fixture.ts';
import { liveCookieFor, openLive, type LiveClient } from '../testing/live-client.ts';

const U = FIXTURE.users;

/**
 * Two server instances on one PostgreSQL database, as behind a load balancer without stickiness:
 * a session made on one works on the other, and a change made through one reaches a live client
 * of the other (NOTIFY travels through the database). PGlite is one process's database, so this
 * runs only where DATABASE_URL_TEST names a PostgreSQL server.
 */
describe.runIf(process.env.DATABASE_URL_TEST)('two instances on one PostgreSQL', () => {
  let one: TestServer;
  let two: TestServer;
  let url1: string;
  let url2: string;
  const clients: LiveClient[] = [];

  beforeAll(async () => {
    one = await startTestServer('postgres');
    await loadRequestsFixture(one.db, one.clock.now());
    two = await startSecondInstance(one);
    url1 = await one.app.listen({ port: 0, host: '127.0.0.1' });
    url2 = await two.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    clients.forEach((c) => c.close());
    await two?.close();
    await one?.close();
  });

  it('signs in on one, acts on the other, and shows the change live on the first', async () => {
    const token = await one.signIn(U.dcadmin.userName);
    expect((await two.call('POST', '/api/provider/validateToken', { body: { applicationId: 5385, authToken: token } })).json()).toEqual({ isSuccess: true });
    // The live cookie is handed out by instance 2 for a session instance 1 made.
    const client = await openLive(url1, await liveCookieFor(url2, token));
    clients.push(client);

    const res = await fetch(`${url2}/api/medibuddyCentral/updateRequests`, {
      method: 'POST',
      headers: { accesstoken: token, 'content-type': 'application/json' },
      body: JSON.stringify({
        userId: U.dcadmin.id, providerId: 100, services: 'LABS',
        requestUpdateData: [{ requestId: FX_REQUEST.new1, action: 'Confirm', remarks: 'Slot confirmed with customer' }],
      }),
    });
    expect((await res.json()).success).toBe(true);

    const heard = await client.waitFor((e) => e.event === 'request' && JSON.parse(e.data).requestId === FX_REQUEST.new1, 2_000);
    expect(JSON.parse(heard.data)).toMatchObject({ statusId: 23, service: 'LABS' });

    // Signed out through instance 1, the session is gone on instance 2 too.
    expect((await one.call('POST', '/api/provider/logout', { token, body: {} })).statusCode).toBe(200);
    expect((await two.call('POST', '/api/provider/validateToken', { body: { applicationId: 5385, authToken: token } })).json()).toEqual({ isSuccess: false });
  });

  it('ends a stream on one instance at once when its user signs out through the other', async () => {
    const token = await one.signIn(U.dcadmin.userName);
    const client = await openLive(url1, await liveCookieFor(url1, token));
    clients.push(client);
    expect((await two.call('POST', '/api/provider/logout', { token, body: {} })).statusCode).toBe(200);
    // Well inside the heartbeat of 15 s: the sign-out's notice travelled through the database.
    expect(one.config.liveHeartbeatMs).toBe(15_000);
    await client.waitFor((e) => e.event === 'ended', 2_000);
    await client.waitClosed(2_000);
  });
});

describe.runIf(process.env.DATABASE_URL_TEST)('two instances started together in one process on an empty PostgreSQL database', () => {
  it('listen on ports of their own, migrate and seed the database once, and both serve it', async () => {
    const database = await createTestDatabase();
    const filesDir = mkdtempSync(join(tmpdir(), 'portal-shared-files-'));
    // What each instance of a deployment shares: the database and the files folder.
    const config = { ...configFromEnv({}), databaseUrl: database.url, filesDir, staticDir: './none', port: 0, host: '127.0.0.1' };
    const servers = await Promise.all([1, 2].map(() => startServer({ config, logger: pino({ level: 'silent' }) })));
    try {
      expect(new Set(servers.map((s) => s.url)).size).toBe(2);
      for (const s of servers) expect(await (await fetch(`${s.url}/readyz`)).json()).toEqual({ status: 'ready', database: 'postgres' });
      const [users] = await servers[0].db.query<{ n: number }>('SELECT count(*)::int AS n FROM app_user');
      expect(users.n).toBe(Object.keys(DEMO.users).length);
    } finally {
      await Promise.all(servers.map((s) => s.close()));
      await database.drop();
      rmSync(filesDir, { recursive: true, force: true });
    }
  }, 180_000);
});
