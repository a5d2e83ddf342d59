/**
 * The lists at 1,000,000 requests: `npm run bench:desk` (add `-- --generate` to reload the data).
 *
 * Starts the real server (desk-server.ts, a child process) on the bench database, signs in as the
 * parent provider's dcadmin and the insurer's insureradmin through the real two-step sign-in, and
 * times sequential HTTP calls on loopback after a warm-up, list by list (desk-lists.ts): a page of
 * every tab with its default date window, the searches, every sort. Beside each it reports the database's own time for the same SQL (EXPLAIN ANALYZE of the
 * statements the server builds, caught with a recording Db). Then it exports about 10,000 and
 * 100,000 rows twice each, sampling the server's RSS from /proc while the CSV streams.
 */
import { spawnSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import pg from 'pg';
import { DEMO } from '../adapters/server/seed/demo-ids.ts';
import type { Db } from '../adapters/server/store/db.ts';
import { LAB_TAB_ORDER, LAB_TABS } from '../core/appointments/tabs.ts';
import { addDays, indiaDay } from '../core/shared/india-time.ts';
import { presetRange, type DatePreset } from '../core/appointments/date-presets.ts';
import { authenticate } from '../adapters/server/http/authenticate.ts';
import { BENCH_DB, benchUrl } from './bench-db.ts';
import { httpLoad, sqlCeiling, type Statement } from './throughput.ts';
import { benchDatabaseExists } from './bench-load.ts';
import { cpuMs, latestCodeFromDb, post, rssKb, signIn, startDeskServer, stopDeskServer, timeExport } from './desk-client.ts';
import { GROUP, insurerList, LAB_BASE, labList, type Body, type Case, type DeskList } from './desk-lists.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARM_UP = 20;
const EXPLAIN_RUNS = 30;
/** Connections of the load runs, and how long each runs. */
const LOAD_CONNECTIONS = (process.env.BENCH_LOAD_CONNECTIONS ?? '1,10,50').split(',').filter(Boolean).map(Number);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const TARGET_P95_MS = 25;
/** Which lists the single-call cases cover: `lab`, `insurer` or both (the load runs are the lab list's). */
const LISTS = (process.env.BENCH_LISTS ?? 'lab,insurer').split(',');
const PARENT = DEMO.parentProviderId;
const base = LAB_BASE;

interface Stats { p50: number; p95: number; max: number }

function stats(values: number[]): Stats {
  const s = [...values].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
  return { p50: at(0.5), p95: at(0.95), max: s[s.length - 1] };
}
const ms = (n: number) => n.toFixed(1);

/**
 * Times every case over HTTP: a warm-up round, then RUNS rounds of one call per case, in turn, so
 * a burst of load from the machine's other users spreads over all cases alike.
 */
async function timeHttp(url: string, token: string, list: DeskList): Promise<(Stats & { total: string })[]> {
  const cases = list.cases;
  const times = cases.map((): number[] => []);
  const totals = cases.map(() => '');
  for (let round = -WARM_UP; round < RUNS; round++) {
    for (const [k, c] of cases.entries()) {
      const started = performance.now();
      const res = await post(url, list.path, c.body(round + WARM_UP), token);
      const text = await res.text();
      const elapsed = performance.now() - started;
      if (res.status !== 200) throw new Error(`${c.name}: ${res.status} ${text}`);
      if (round >= 0) times[k].push(elapsed);
      else if (round === -WARM_UP) totals[k] = list.total(JSON.parse(text));
    }
  }
  return cases.map((_, k) => ({ ...stats(times[k]), total: totals[k] }));
}

/** Every statement one RequestDetails call runs: the session lookup (with the scope), then the page and the count. */
async function callStatements(lab: DeskList, body: Body, token: string, now: Date): Promise<Statement[]> {
  const seen: Statement[] = [];
  const recorder = {
    engine: 'postgres',
    async query(sql: string, params: readonly unknown[] = []) {
      seen.push({ sql, params });
      return [{ user_id: 0, features: [] }];
    },
  } as unknown as Db;
  await authenticate(recorder, token, now);
  return [...seen, ...(await lab.statementsOf(body, now))];
}

/**
 * The list endpoint under load beside its own SQL at the database's ceiling, one after the other
 * at each number of connections: pgbench runs the statements of one call as a prepared script,
 * autocannon POSTs the same body. HTTP / SQL is the share of the ceiling the server reaches.
 */
async function timeLoad(lab: DeskList, url: string, token: string, now: Date, serverPid: number): Promise<void> {
  const confirmed = LAB_TABS[LAB_TAB_ORDER[1]];
  const body = { ...base, sourcePage: confirmed.number, ...presetRange(confirmed.defaultDateFilter as DatePreset, now) };
  const statements = await callStatements(lab, body, token, now);
  const target = new URL(benchUrl());
  const connection = { host: target.searchParams.get('host') ?? target.hostname, port: target.port || '5432', user: decodeURIComponent(target.username), database: BENCH_DB };
  console.log(`Load: POST RequestDetails, ${confirmed.label} (${confirmed.defaultDateFilter}), page of 10 plus the capped count; ${LOAD_SECONDS} s per run;`);
  console.log(`SQL = pgbench -M prepared of the call's ${statements.length} statements (session and scope, page, count) as one transaction`);
  console.log('\n| connections | SQL calls/s | SQL p99 ms | HTTP req/s | HTTP p99 ms | HTTP timeouts | HTTP / SQL | server CPU ms per call | load average |');
  console.log('|--:|--:|--:|--:|--:|--:|--:|--:|--|');
  for (const connections of LOAD_CONNECTIONS) {
    const sql = sqlCeiling(connection, statements, connections, LOAD_SECONDS);
    const cpuBefore = cpuMs(serverPid);
    const http = await httpLoad(`${url}/api/medibuddyCentral/RequestDetails`, { accesstoken: token }, body, connections, LOAD_SECONDS);
    const nodeMs = (cpuMs(serverPid) - cpuBefore) / (http.perSecond * LOAD_SECONDS);
    console.log(`| ${connections} | ${Math.round(sql.perSecond)} | ${ms(sql.p99)} | ${Math.round(http.perSecond)} | ${ms(http.p99)} | ${http.errors} | ${Math.round((100 * http.perSecond) / sql.perSecond)} % | ${nodeMs.toFixed(2)} | ${loadavg()[0].toFixed(1)} |`);
  }
  console.log('');
}

/** Planning plus execution time of the page and the count statements, by EXPLAIN ANALYZE. */
async function timeDb(db: pg.Client, list: DeskList, c: Case, now: Date): Promise<{ page: Stats; count: Stats }> {
  const page: number[] = [];
  const count: number[] = [];
  for (let i = 0; i < 3 + EXPLAIN_RUNS; i++) {
    const [pageSql, countSql] = await list.statementsOf(c.body(i), now);
    const timings = [];
    for (const s of [pageSql, countSql]) {
      const { rows } = await db.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${s.sql}`, s.params as unknown[]);
      const plan = rows[0]['QUERY PLAN'][0];
      timings.push(plan['Planning Time'] + plan['Execution Time']);
    }
    if (i >= 3) {
      page.push(timings[0]);
      count.push(timings[1]);
    }
  }
  return { page: stats(page), count: stats(count) };
}

async function main(): Promise<void> {
  if (process.argv.includes('--generate') || !(await benchDatabaseExists())) {
    const gen = spawnSync(process.execPath, ['--import', 'tsx', 'bench/generate-requests.ts'], { stdio: 'inherit' });
    if (gen.status !== 0) throw new Error('generating the bench data failed');
  }
  const db = new pg.Client({ connectionString: benchUrl() });
  await db.connect();
  const { server, url } = await startDeskServer();
  try {
    const tokens = new Map<string, string>();
    for (const userName of ['dcadmin', 'insureradmin']) {
      tokens.set(userName, await signIn(url, userName, DEMO.password, latestCodeFromDb(db, userName)));
    }
    const token = tokens.get('dcadmin')!;
    const afterStart = `server after start: RSS ${(rssKb(server.pid!, 'VmRSS') / 1024).toFixed(0)} MB, VmHWM ${(rssKb(server.pid!, 'VmHWM') / 1024).toFixed(0)} MB`;
    const now = new Date();

    const facts = (await db.query(`SELECT (SELECT count(*) FROM appointment_request)::int AS requests,
      (SELECT count(*) FROM appointment_request WHERE provider_id = ANY($1::int[]))::int AS in_group,
      (SELECT count(*) FROM request_status_history)::int AS history, version() AS pg,
      pg_size_pretty(pg_database_size(current_database())) AS size`, [GROUP])).rows[0];
    console.log(`\n${BENCH_DB}: ${facts.requests} requests (${facts.in_group} in provider ${PARENT}'s group), ${facts.history} history rows, ${facts.size}`);
    console.log(`${cpus().length} x ${cpus()[0].model}, ${Math.round(totalmem() / 2 ** 30)} GB; Node ${process.version}; ${String(facts.pg).split(' on ')[0]}`);
    console.log(`${RUNS} rounds of sequential calls, one per line in turn, after ${WARM_UP} warm-up rounds; database time from ${EXPLAIN_RUNS} EXPLAIN ANALYZE runs (planning + execution)`);
    console.log(afterStart);
    console.log(`load average at start ${loadavg().map((l) => l.toFixed(1)).join(' ')} (the 2 cores are shared)\n`);

    const lab = await labList(db, now);
    const lists = [...(LISTS.includes('lab') ? [lab] : []), ...(LISTS.includes('insurer') ? [await insurerList(db, now)] : [])];
    if (LOAD_CONNECTIONS.length > 0) await timeLoad(lab, url, token, now, server.pid!);
    if (process.argv.includes('--load-only')) return;

    for (const list of lists) {
      console.log(`${list.name}\n`);
      console.log(`| group | case | rows found | HTTP p50 | HTTP p95 | HTTP max | DB page p50 / p95 | DB count p50 / p95 | p95 ≤ ${TARGET_P95_MS} ms |`);
      console.log('|---|---|--:|--:|--:|--:|--:|--:|:-:|');
      const https = await timeHttp(url, tokens.get(list.userName)!, list);
      for (const [k, c] of list.cases.entries()) {
        const http = https[k];
        const dbt = await timeDb(db, list, c, now);
        console.log(`| ${c.group} | ${c.name} | ${http.total} | ${ms(http.p50)} | ${ms(http.p95)} | ${ms(http.max)} | ${ms(dbt.page.p50)} / ${ms(dbt.page.p95)} | ${ms(dbt.count.p50)} / ${ms(dbt.count.p95)} | ${http.p95 <= TARGET_P95_MS ? 'yes' : '**no**'} |`);
      }
      console.log('');
    }

    if (process.argv.includes('--no-exports')) return;
    // Exports of All Appointments: three branches over three days (about 10,000 rows), and the whole
    // group over the whole data (capped at the contract's 100,000), each twice, small first.
    const today = indiaDay(now);
    const small = { ...base, sourcePage: 10, fetchForProviders: [101, 102, 103], startDate: addDays(today, -1), endDate: addDays(today, 1) };
    const large = { ...base, sourcePage: 10, startDate: addDays(today, -91), endDate: addDays(today, 91) };
    await timeExport(url, token, server, { ...small, startDate: today, endDate: today }); // warm-up
    console.log('\n| export | rows | MB of CSV | seconds | rows/s | server RSS before | peak RSS during | VmHWM after |');
    console.log('|---|--:|--:|--:|--:|--:|--:|--:|');
    for (const [name, body] of [['about 10k', small], ['100k', large], ['about 10k', small], ['100k', large]] as const) {
      const e = await timeExport(url, token, server, body);
      console.log(`| ${name} | ${e.rows} | ${e.mb.toFixed(1)} | ${e.seconds.toFixed(2)} | ${Math.round(e.rowsPerSecond)} | ${e.beforeMb.toFixed(0)} MB | ${e.peakMb.toFixed(0)} MB | ${e.hwmMb.toFixed(0)} MB |`);
    }
  } finally {
    await stopDeskServer(server);
    await db.end();
  }
}

await main();
