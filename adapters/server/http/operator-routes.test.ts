import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { startTestServer, TEST_ENGINES, type TestServer } from '../testing/test-server.ts';
import { FIXTURE } from '../testing/fixture.ts';
import { capturedLog } from '../testing/captured-log.ts';
import { registerOperatorRoutes } from './operator-routes.ts';
import { ServerMetrics } from '../metrics/server-metrics.ts';

const U = FIXTURE.users;
const METRICS_TOKEN = 'scrape-token-0123456789';

describe.each(TEST_ENGINES)('the operator endpoints on %s', (engine) => {
  let s: TestServer;
  const log = capturedLog('info');
  const lines = () => log.lines.map((line) => JSON.parse(line) as Record<string, unknown>);

  beforeAll(async () => {
    s = await startTestServer(engine, { metricsToken: METRICS_TOKEN }, log.logger);
  });
  afterAll(() => s?.close());

  it('answers liveness and readiness', async () => {
    expect((await s.call('GET', '/livez')).json()).toEqual({ status: 'ok' });
    const ready = await s.call('GET', '/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: engine });
  });

  it('hides /metrics from anyone without the token', async () => {
    expect((await s.call('GET', '/metrics')).statusCode).toBe(404);
    expect((await s.call('GET', '/metrics', { headers: { authorization: 'Bearer wrong-token-0123456789' } })).statusCode).toBe(404);
  });

  it('shows a request just made, statement times, the outbox and sign-in failures in Prometheus text', async () => {
    await s.call('POST', '/api/provider/Authenticate', { body: { userName: U.dcadmin.userName, password: 'Wrong@1234', applicationId: 10007 } });
    const scraped = await s.call('GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.headers['content-type']).toContain('text/plain');
    const text = scraped.body;
    expect(text).toMatch(/http_request_duration_seconds_count\{method="POST",route="authenticate",status="200"\} [1-9]/);
    expect(text).toMatch(/db_statement_duration_seconds_count [1-9]/);
    expect(text).toMatch(/portal_sign_in_failures_total\{step="password"\} 1/);
    expect(text).toMatch(/outbox_messages\{state="queued"\} \d+/);
    expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/);
    expect(text).toContain('db_pool_connections_in_use');
    expect(text).toContain('live_stream_clients 0');
  });

  it('uses a sane incoming X-Request-Id, echoes it and logs it with the user and client address', async () => {
    const token = await s.signIn(U.noOtp.userName);
    const given = 'balancer-req-0001';
    const res = await s.call('POST', '/api/medibuddyCentral/validServices', { token, body: {}, headers: { 'x-request-id': given } });
    expect(res.headers['x-request-id']).toBe(given);
    const line = lines().find((l) => l.requestId === given && l.msg === 'request');
    expect(line).toMatchObject({ userId: U.noOtp.id, client: '127.0.0.1', statusCode: 200 });
  });

  it('replaces an unusable X-Request-Id with one of its own', async () => {
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(200), 'line\\nbreak-injected']) {
      const res = await s.call('GET', '/livez', { headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('readiness while shutting down', () => {
  it('answers 503 once draining began', async () => {
    let draining = false;
    const app = Fastify();
    // A database that answers and has every migration of the folder applied.
    const applied = readdirSync(new URL('../store/migrations/', import.meta.url)).filter((f) => f.endsWith('.sql')).map((name) => ({ name, checksum: null }));
    const db = { query: async (sql: string) => (sql.includes('to_regclass') ? [{ found: true }] : sql.includes('schema_migration') ? applied : []), engine: 'pglite' } as never;
    registerOperatorRoutes(app, { db, metrics: new ServerMetrics({ db, liveClients: () => 0 }), draining: () => draining, metricsToken: undefined });
    // The schema check is read once; a database with nothing pending is ready.
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    draining = true;
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'shutting down' });
    await app.close();
  });
});
