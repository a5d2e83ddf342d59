/**
 * The lab export at 1,000,000 requests against plain COPY: `npm run bench:export`.
 *
 * In one run, on the bench database (BENCH_DB, loaded by `npm run bench:desk` first), it times
 * in turn, BENCH_EXPORT_ROUNDS times (default 3): **COPY** = the export's own statement (the one
 * the server builds, caught with a recording Db) as `COPY (...) TO STDOUT` read to the end by a
 * client here, no CSV; **HTTP** = POST ExportRequestDetails to the real server (a child process)
 * read to the end, with the server's RSS sampled every 10 ms. It prints rows/s of both, HTTP /
 * COPY, the CPU per row of COPY's PostgreSQL backend and of the server (from /proc; they do not
 * depend on how busy the shared cores are), and the server's RSS growth during the export.
 */
import { loadavg } from 'node:os';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { DEMO } from '../adapters/server/seed/demo-ids.ts';
import { listSelection } from '../adapters/server/lab-desk/list-selection.ts';
import { LAB_ROW } from '../adapters/server/lab-desk/lab-row.ts';
import { rowBatches } from '../adapters/server/requests/request-store.ts';
import { EXPORT_ROW_LIMIT } from '../adapters/server/requests/export-csv.ts';
import { inlineParams } from '../adapters/server/store/postgres-db.ts';
import type { Db } from '../adapters/server/store/db.ts';
import { addDays, indiaDay } from '../core/shared/india-time.ts';
import { benchUrl } from './bench-db.ts';
import { cpuMs, latestCodeFromDb, newlines, signIn, startDeskServer, stopDeskServer, timeExport } from './desk-client.ts';

const ROUNDS = Number(process.env.BENCH_EXPORT_ROUNDS ?? 3);
const PARENT = DEMO.parentProviderId;

/** The SQL the export runs for a body, as the server builds it (no database touched). */
async function exportStatement(body: Record<string, unknown>, now: Date): Promise<string> {
  const sel = listSelection(body as never, [PARENT, ...DEMO.childProviderIds], now);
  let statement = '';
  const recording = { copyOut: (select: string, params: readonly unknown[]) => ((statement = inlineParams(select, params)), (async function* () {})()) } as unknown as Db;
  for await (const _ of rowBatches(recording, sel, LAB_ROW, 1, EXPORT_ROW_LIMIT + 1));
  return statement;
}

/** Plain COPY of a statement read to the end here: rows, seconds, and the CPU its PostgreSQL backend spent. */
async function timeCopy(db: pg.Client, backendPid: number, statement: string): Promise<{ rows: number; seconds: number; cpuMs: number }> {
  const cpuBefore = cpuMs(backendPid);
  const started = performance.now();
  let rows = 0;
  for await (const chunk of db.query(copyTo(`COPY (${statement}) TO STDOUT`)) as AsyncIterable<Buffer>) {
    rows += newlines(chunk);
  }
  return { rows, seconds: (performance.now() - started) / 1000, cpuMs: cpuMs(backendPid) - cpuBefore };
}

async function main(): Promise<void> {
  const db = new pg.Client({ connectionString: benchUrl() });
  await db.connect();
  const { server, url } = await startDeskServer();
  try {
    const token = await signIn(url, 'dcadmin', DEMO.password, latestCodeFromDb(db, 'dcadmin'));
    const now = new Date();
    const today = indiaDay(now);
    // All Appointments of the whole group over half a year: more than the export's limit of 100,000.
    const body = { userId: DEMO.users.dcadmin.id, services: 'LABS', providerId: PARENT, fetchForProviders: [], rows: 10, pageNumber: 1, sourcePage: 10, startDate: addDays(today, -91), endDate: addDays(today, 91) };
    const statement = await exportStatement(body, now);
    const backendPid = (await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
    await timeExport(url, token, server, { ...body, startDate: today, endDate: today }); // warm-up
    console.log(`load average at start ${loadavg().map((l) => l.toFixed(1)).join(' ')} (the 2 cores are shared)\n`);
    console.log('| round | COPY rows | COPY s | COPY rows/s | HTTP rows | HTTP s | HTTP rows/s | HTTP / COPY | COPY backend CPU µs/row | server CPU µs/row | RSS before | peak RSS | growth | load (1 min) |');
    console.log('|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|');
    for (let round = 1; round <= ROUNDS; round++) {
      const copy = await timeCopy(db, backendPid, statement);
      const serverCpu = cpuMs(server.pid!);
      const http = await timeExport(url, token, server, body);
      const serverUsPerRow = ((cpuMs(server.pid!) - serverCpu) * 1000) / http.rows;
      const copyRate = copy.rows / copy.seconds;
      console.log(
        `| ${round} | ${copy.rows} | ${copy.seconds.toFixed(2)} | ${Math.round(copyRate)} | ${http.rows} | ${http.seconds.toFixed(2)} | ${Math.round(http.rowsPerSecond)} | ${Math.round((100 * http.rowsPerSecond) / copyRate)} % | ${((copy.cpuMs * 1000) / copy.rows).toFixed(1)} | ${serverUsPerRow.toFixed(1)} | ${http.beforeMb.toFixed(0)} MB | ${http.peakMb.toFixed(0)} MB | ${(http.peakMb - http.beforeMb).toFixed(0)} MB | ${loadavg()[0].toFixed(1)} |`,
      );
    }
  } finally {
    await stopDeskServer(server);
    await db.end();
  }
}

await main();
