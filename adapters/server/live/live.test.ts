import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ENGINES, type TestServer } from '../testing/test-server.ts';
import { FIXTURE } from '../testing/fixture.ts';
import { FX_REQUEST, loadRequestsFixture } from '../testing/requests-fixture.ts';
import { liveCookieFor, openLive, type LiveClient, type ReadEvent } from '../testing/live-client.ts';
import { pruneChanges } from './change-log.ts';

const U = FIXTURE.users;
const about = (requestId: number) => (e: ReadEvent) => e.event === 'request' && JSON.parse(e.data).requestId === requestId;
const requestIds = (client: LiveClient) => client.events.filter((e) => e.event === 'request').map((e) => JSON.parse(e.data).requestId as number);

describe.each(TEST_ENGINES)('live lists on %s', (engine) => {
  let s: TestServer;
  let base: string;
  let admin: string;
  let otherLab: string;
  let insurer: string;
  let otherInsurer: string;
  const open: LiveClient[] = [];
  const live = async (token: string, lastEventId?: string) => {
    const client = await openLive(base, await liveCookieFor(base, token), lastEventId);
    open.push(client);
    return client;
  };
  /** A status change as any writer makes it: the row's status, version and modification time. */
  const setStatus = (id: number, statusId: number) =>
    s.db.query('UPDATE appointment_request SET status_id = $2, version = version + 1, modified_on = $3 WHERE id = $1', [id, statusId, s.clock.now()]);

  beforeAll(async () => {
    s = await startTestServer(engine, { liveHeartbeatMs: 300 });
    await loadRequestsFixture(s.db, s.clock.now());
    base = await s.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await s.signIn(U.dcadmin.userName);
    otherLab = await s.signIn(U.otherLab.userName);
    insurer = await s.signIn(U.insureradmin.userName);
    otherInsurer = await s.signIn(U.otherInsurer.userName);
  }, 60_000);
  afterAll(async () => {
    open.forEach((c) => c.close());
    await s?.close();
  });

  it('sends a user the changes of their own requests and none of another provider or insurer', async () => {
    const a = await live(admin);
    const b = await live(otherLab);
    const ins = await live(insurer);
    const foreignIns = await live(otherInsurer);
    // Provider B's request changes first, then provider A's through the desk's own action: events
    // arrive in order, so once A's is heard, B's would already have been.
    await setStatus(FX_REQUEST.other1, 23);
    const confirm = await s.call('POST', '/api/medibuddyCentral/updateRequests', {
      token: admin,
      body: { userId: U.dcadmin.id, providerId: 100, services: 'LABS', requestUpdateData: [{ requestId: FX_REQUEST.new1, action: 'Confirm', remarks: 'Slot confirmed with customer' }] },
    });
    expect(confirm.json().success).toBe(true);

    const mine = await a.waitFor(about(FX_REQUEST.new1));
    expect(JSON.parse(mine.data)).toMatchObject({ requestId: FX_REQUEST.new1, statusId: 23, service: 'LABS' });
    expect(Number(mine.id)).toBeGreaterThan(0);
    expect(requestIds(a)).not.toContain(FX_REQUEST.other1);

    await b.waitFor(about(FX_REQUEST.other1));
    await b.waitFor(about(FX_REQUEST.new1), 500).then(
      () => expect.unreachable('provider B heard provider A’s request'),
      () => undefined,
    );
    expect(requestIds(b)).toEqual([FX_REQUEST.other1]);

    // Both requests belong to corporate 301 of insurer 300; the other insurer hears neither.
    await ins.waitFor(about(FX_REQUEST.new1));
    expect(requestIds(ins)).toEqual(expect.arrayContaining([FX_REQUEST.other1, FX_REQUEST.new1]));
    expect(requestIds(foreignIns)).toEqual([]);
  });

  it('resumes from Last-Event-ID without losing or repeating an event', async () => {
    const first = await live(admin);
    await setStatus(FX_REQUEST.new2, 23);
    const seen = await first.waitFor(about(FX_REQUEST.new2));
    first.close();

    // While the client is away: two changes of its requests, one of another provider's.
    await setStatus(FX_REQUEST.new3, 23);
    await setStatus(FX_REQUEST.other1, 22);
    await setStatus(FX_REQUEST.new4, 23);

    const resumed = await live(admin, seen.id);
    await resumed.waitFor(about(FX_REQUEST.new4));
    expect(requestIds(resumed)).toEqual([FX_REQUEST.new3, FX_REQUEST.new4]);
    // And it carries on live after the replay.
    await setStatus(FX_REQUEST.new5, 23);
    await resumed.waitFor(about(FX_REQUEST.new5));
    expect(requestIds(resumed)).toEqual([FX_REQUEST.new3, FX_REQUEST.new4, FX_REQUEST.new5]);
  });

  it('tells a client to reload when the changes it missed were pruned', async () => {
    const first = await live(admin);
    await setStatus(FX_REQUEST.new6, 23);
    const seen = await first.waitFor(about(FX_REQUEST.new6));
    first.close();
    await setStatus(FX_REQUEST.new6, 22);
    await s.db.query(`UPDATE request_change SET changed_on = now() - interval '2 hours'`);
    await pruneChanges(s.db);
    expect(await s.db.query('SELECT id FROM request_change')).toEqual([]);

    const resumed = await live(admin, seen.id);
    await resumed.waitFor((e) => e.event === 'gap');
    expect(requestIds(resumed)).toEqual([]);
  });

  it('records nothing for a quiet bulk load, and every insert of a request otherwise', async () => {
    const before = await s.db.query('SELECT id FROM request_change');
    await s.db.transaction(async (tx) => {
      await tx.query(`SELECT set_config('portal.quiet', 'on', true)`);
      await tx.query('UPDATE appointment_request SET status_id = 23, version = version + 1 WHERE id = $1', [FX_REQUEST.conf1]);
    });
    expect(await s.db.query('SELECT id FROM request_change')).toEqual(before);
    // An update that changes nothing a list shows is no change either.
    await s.db.query(`UPDATE appointment_request SET remarks = remarks || '.' WHERE id = $1`, [FX_REQUEST.conf1]);
    expect(await s.db.query('SELECT id FROM request_change')).toEqual(before);
  });

  it('ends the stream when the session ends, and refuses a caller without a session or a list', async () => {
    const token = await s.signIn(U.dcadmin.userName);
    const client = await live(token);
    expect((await s.call('POST', '/api/provider/logout', { token, body: {} })).statusCode).toBe(200);
    await client.waitFor((e) => e.event === 'ended', 3_000);
    await client.waitClosed(3_000);

    const noCookie = await fetch(`${base}/api/live`);
    expect(noCookie.status).toBe(401);
    const deadCookie = await fetch(`${base}/api/live`, { headers: { cookie: `portal_live=${token}` } });
    expect(deadCookie.status).toBe(401);
    expect((await fetch(`${base}/api/live/session`, { method: 'POST', headers: { accesstoken: token } })).status).toBe(401);

    await s.db.query(`UPDATE app_user SET features = ARRAY['RESET_PASSWORD'] WHERE id = $1`, [U.noOtp.id]);
    const noDesk = await s.signIn(U.noOtp.userName);
    const refused = await fetch(`${base}/api/live`, { headers: { cookie: await liveCookieFor(base, noDesk) } });
    expect(refused.status).toBe(403);
  });

  it('answers with the API security headers, an HttpOnly same-site cookie and an event stream', async () => {
    const session = await fetch(`${base}/api/live/session`, { method: 'POST', headers: { accesstoken: admin } });
    const attributes = (session.headers.get('set-cookie') ?? '').split('; ');
    expect(attributes[0]).toMatch(/^portal_live=[^;]+$/);
    expect(attributes.slice(1).map((a) => a.replace(/^Max-Age=\d+$/, 'Max-Age=N')).sort()).toEqual(['HttpOnly', 'Max-Age=N', 'Path=/api/live', 'SameSite=Strict']);
    const abort = new AbortController();
    const res = await fetch(`${base}/api/live`, { headers: { cookie: (session.headers.get('set-cookie') ?? '').split(';')[0]! }, signal: abort.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
    abort.abort();
  });
});
