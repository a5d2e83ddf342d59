/**
 * 200 live clients for 60 s (issue 16): `npm run bench:live` (add `-- --generate` to reload).
 *
 * Starts the real server (desk-server.ts, a child process) on the lab bench database at 1,000,000
 * requests, signs in as dcadmin, and times the lab list (a page of New Appointments, sequential
 * calls on loopback) twice: alone, then while LIVE_CLIENTS server-sent-event streams of the same
 * user are open and a writer changes CHANGES_PER_SECOND of the group's requests every second, so
 * every change goes to every client. Reports the list's p50/p95 against its budget, the events
 * each client received, and how long an event took from commit to a client.
 */
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { DEMO } from '../adapters/server/seed/demo-ids.ts';
import { LAB_TAB_ORDER, LAB_TABS } from '../core/appointments/tabs.ts';
import { presetRange, type DatePreset } from '../core/appointments/date-presets.ts';
import { BENCH_DB, benchUrl } from './bench-db.ts';
import { benchDatabaseExists } from './bench-load.ts';
import { latestCodeFromDb, post, signIn, startDeskServer, stopDeskServer } from './desk-client.ts';
import { GROUP, LAB_BASE } from './desk-lists.ts';
import { ms, percentile } from './timed-calls.ts';
import { liveCookieFor, openLive, type LiveClient } from '../adapters/server/testing/live-client.ts';

const LIVE_CLIENTS = Number(process.env.BENCH_LIVE_CLIENTS ?? 200);
const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 60);
const BASELINE_SECONDS = Number(process.env.BENCH_BASELINE_SECONDS ?? 20);
const CHANGES_PER_SECOND = Number(process.env.BENCH_CHANGES_PER_SECOND ?? 5);
/** The list budget (issue 9): a page p95 ≤ 10 ms. */
const PAGE_BUDGET_MS = 10;

/** Sequential list calls for `seconds`: every latency, after a short warm-up. */
async function timeListFor(url: string, token: string, body: unknown, seconds: number): Promise<number[]> {
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  for (let i = 0; performance.now() < until; i++) {
    const started = performance.now();
    const res = await post(url, 'medibuddyCentral/RequestDetails', body, token);
    await res.text();
    if (res.status !== 200) throw new Error(`list: ${res.status}`);
    if (i >= 20) times.push(performance.now() - started);
  }
  return times;
}

/** Changes `perSecond` of the group's requests every second (their modification time), as the desk's users would. */
function startWriter(db: pg.Client, ids: number[], perSecond: number): { stop(): Promise<number> } {
  let written = 0;
  let next = 0;
  const timer = setInterval(() => {
    const batch = Array.from({ length: perSecond }, () => ids[next++ % ids.length]);
    written += batch.length;
    void db.query('UPDATE appointment_request SET modified_on = now() WHERE id = ANY($1::bigint[])', [batch]);
  }, 1000);
  return {
    async stop() {
      clearInterval(timer);
      return written;
    },
  };
}

function line(name: string, times: number[]): string {
  const p95 = percentile(times, 0.95);
  return `| ${name} | ${times.length} | ${ms(percentile(times, 0.5))} | ${ms(p95)} | ${PAGE_BUDGET_MS} | ${p95 <= PAGE_BUDGET_MS ? 'met' : 'missed'} |`;
}

async function main(): Promise<void> {
  if (process.argv.includes('--generate') || !(await benchDatabaseExists())) {
    const gen = spawnSync(process.execPath, ['--import', 'tsx', 'bench/generate-requests.ts'], { stdio: 'inherit' });
    if (gen.status !== 0) throw new Error('generating the bench data failed');
  }
  const db = new pg.Client({ connectionString: benchUrl() });
  await db.connect();
  const { server, url } = await startDeskServer();
  const clients: LiveClient[] = [];
  try {
    const user = DEMO.users.dcadmin;
    const token = await signIn(url, user.userName, DEMO.password, latestCodeFromDb(db, user.userName));
    const tab = LAB_TABS[LAB_TAB_ORDER[0]];
    const body = { ...LAB_BASE, sourcePage: tab.number, ...presetRange(tab.defaultDateFilter as DatePreset, new Date()) };
    const ids = (await db.query<{ id: string }>('SELECT id FROM appointment_request WHERE provider_id = ANY($1::int[]) AND id % 997 = 0 LIMIT 500', [GROUP])).rows.map((r) => Number(r.id));
    console.log(`\n${BENCH_DB}; ${cpus().length} CPUs; load average before ${loadavg().map((l) => l.toFixed(2)).join(', ')}\n`);

    const alone = await timeListFor(url, token, body, BASELINE_SECONDS);

    const cookie = await liveCookieFor(url, token);
    for (let i = 0; i < LIVE_CLIENTS; i++) clients.push(await openLive(url, cookie));
    const writer = startWriter(db, ids, CHANGES_PER_SECOND);
    const withClients = await timeListFor(url, token, body, SECONDS);
    const written = await writer.stop();
    await new Promise((resolve) => setTimeout(resolve, 2000));

    const heard = clients.map((c) => c.events.filter((e) => e.event === 'request'));
    const events = heard.map((e) => e.length);
    // Commit-to-client: the change's commit time (the database's clock, same machine) to its reading.
    const lags = heard.flat().map((e) => e.receivedAt - Date.parse(JSON.parse(e.data).changedOn));
    console.log(`| list call (${tab.label}, page 1) | calls | p50 ms | p95 ms | budget ms | |`);
    console.log('|---|---:|---:|---:|---:|---|');
    console.log(line('alone', alone));
    console.log(line(`with ${LIVE_CLIENTS} live clients, ${CHANGES_PER_SECOND} changes/s, ${SECONDS} s`, withClients));
    console.log(`\n${written} changes written; events per client min ${Math.min(...events)}, max ${Math.max(...events)}; ` +
      `commit-to-client lag p50 ${ms(percentile(lags, 0.5))} ms, p95 ${ms(percentile(lags, 0.95))} ms, max ${ms(Math.max(...lags))} ms; load average after ${loadavg().map((l) => l.toFixed(2)).join(', ')}`);
  } finally {
    for (const c of clients) c.close();
    await stopDeskServer(server);
    await db.end();
  }
}

await main();
