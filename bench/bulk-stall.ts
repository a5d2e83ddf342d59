/**
 * Does one lab's bulk stall another lab's list? Starts the real server on the embedded database
 * (PGlite in memory, demo data) — or on PostgreSQL with BENCH_DATABASE_URL — signs in `dcadmin`
 * (Apollo, provider 100) and `standalone.lab` (Sunrise, 110), then times Sunrise's New tab
 * (RequestDetails, one call at a time) while idle and while Apollo confirms 100 requests in one
 * updateRequests call, several rounds. Prints the medians; not part of `npm test`.
 *
 *   npm run bench:bulk            (BULK_ROUNDS=3, BULK_ITEMS=100; BENCH_DATABASE_URL for PostgreSQL)
 */
import { cpus, loadavg } from 'node:os';
import { pino } from 'pino';
import { startServer } from '../adapters/server/start.ts';
import { BENCH_RATE_LIMITS } from './bench-limits.ts';
import type { Db } from '../adapters/server/store/db.ts';
import { DEMO } from '../adapters/server/seed/demo-ids.ts';
import { LAB_TABS } from '../core/appointments/tabs.ts';
import { presetRange, type DatePreset } from '../core/appointments/date-presets.ts';

const ROUNDS = Number(process.env.BULK_ROUNDS ?? 3);
const ITEMS = Number(process.env.BULK_ITEMS ?? 100);
const IDLE_CALLS = 60;

async function post(url: string, path: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`${url}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { accesstoken: token } : {}) },
    body: JSON.stringify(body),
  });
}

/** The real sign-in: password, then the one-time code the server wrote to its outbox. */
async function signIn(url: string, db: Db, userName: string): Promise<string> {
  const first = await (await post(url, 'provider/Authenticate', { userName, password: DEMO.password, applicationId: 10007 })).json();
  if (first.accessToken) return first.accessToken;
  const [row] = await db.query<{ body: string }>(
    `SELECT o.body FROM outbox o JOIN app_user u ON u.id = o.user_id WHERE u.user_name = $1 AND o.purpose = 'otp' ORDER BY o.id DESC LIMIT 1`,
    [userName],
  );
  const otp = row?.body.match(/\b(\d{5})\b/)?.[1];
  const second = await (await post(url, 'provider/verifyOTP', { otp, applicationId: 10007, userId: first.userId, encryptedToken: first.encryptedToken })).json();
  if (!second.accessToken) throw new Error(`sign-in failed: ${JSON.stringify(second)}`);
  return second.accessToken;
}

const quantile = (values: number[], q: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
};
const ms = (n: number) => n.toFixed(1);

const server = await startServer({
  config: { databaseUrl: process.env.BENCH_DATABASE_URL, dataDir: ':memory:', port: 0, host: '127.0.0.1', seedOnEmpty: true, rateLimits: BENCH_RATE_LIMITS },
  logger: pino({ level: 'warn' }),
});
try {
  const { url, db } = server;
  const apollo = await signIn(url, db, 'dcadmin');
  const sunrise = await signIn(url, db, 'standalone.lab');
  const newTab = LAB_TABS.NEW_APPOINTMENTS;
  const listBody = {
    userId: DEMO.users.standaloneLab.id, services: 'LABS', providerId: DEMO.standaloneLabId, fetchForProviders: [], rows: 10, pageNumber: 1,
    sourcePage: newTab.number, ...presetRange(newTab.defaultDateFilter as DatePreset, new Date()),
  };
  const list = async () => {
    const started = performance.now();
    const res = await post(url, 'medibuddyCentral/RequestDetails', listBody, sunrise);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`list answered ${res.status}`);
    return performance.now() - started;
  };

  for (let i = 0; i < 20; i++) await list();
  const idle: number[] = [];
  for (let i = 0; i < IDLE_CALLS; i++) idle.push(await list());

  const candidates = await db.query<{ id: number }>(
    `SELECT id::int AS id FROM appointment_request
      WHERE service = 'LABS' AND status_id = 22 AND visit_type = 'Appointment' AND provider_id = ANY($1::int[]) ORDER BY id LIMIT $2`,
    [[100, ...DEMO.childProviderIds], ROUNDS * ITEMS],
  );
  if (candidates.length < ROUNDS * ITEMS) throw new Error(`only ${candidates.length} New requests to confirm; lower BULK_ROUNDS or BULK_ITEMS`);
  const during: number[] = [];
  const bulkMs: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const ids = candidates.slice(round * ITEMS, (round + 1) * ITEMS).map((c) => c.id);
    const started = performance.now();
    let done = false;
    const bulk = post(url, 'medibuddyCentral/updateRequests', {
      userId: DEMO.users.dcadmin.id, services: 'LABS', providerId: 100,
      requestUpdateData: ids.map((requestId) => ({ requestId, action: 'Confirm', remarks: 'Slot confirmed with customer' })),
    }, apollo).then(async (res) => {
      const answer = await res.json();
      bulkMs.push(performance.now() - started);
      done = true;
      if (!answer.success) throw new Error(`bulk refused: ${answer.error}`);
    });
    while (!done) during.push(await list());
    await bulk;
  }

  console.log(`engine ${db.engine}, Node ${process.version}, ${cpus().length} cores, load average ${loadavg()[0].toFixed(1)}, ${ROUNDS} rounds of a ${ITEMS}-item bulk`);
  console.log(`another lab's list page, idle:        median ${ms(quantile(idle, 0.5))} ms, p95 ${ms(quantile(idle, 0.95))} ms (${idle.length} calls)`);
  console.log(`another lab's list page, during bulk: median ${ms(quantile(during, 0.5))} ms, p95 ${ms(quantile(during, 0.95))} ms (${during.length} calls)`);
  console.log(`the bulk itself: median ${ms(quantile(bulkMs, 0.5))} ms (${bulkMs.map(ms).join(', ')})`);
} finally {
  await server.close();
}
