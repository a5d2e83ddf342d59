/**
 * What the single-connection benches (esales-queue.ts, charts.ts) share: the real server on the e-sales bench
 * database (generated on first use) with a signed-in user, and one call timed in sequence after a warm-up.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import { DEMO } from '../adapters/server/seed/demo-ids.ts';
import { benchUrl } from './bench-db.ts';
import { benchDatabaseExists } from './bench-load.ts';
import { latestCodeFromDb, post, signIn, startDeskServer, stopDeskServer } from './desk-client.ts';

export const WARM_UP = 10;

/** Generates the e-sales bench database when it is missing or `--generate` was given. */
async function ensureEsalesBenchData(): Promise<void> {
  if (process.argv.includes('--generate') || !(await benchDatabaseExists())) {
    const gen = spawnSync(process.execPath, ['--import', 'tsx', 'bench/generate-esales-cases.ts'], { stdio: 'inherit' });
    if (gen.status !== 0) throw new Error('generating the bench data failed');
  }
}

export interface EsalesBench {
  db: pg.Client;
  server: ChildProcess;
  url: string;
  token: string;
}

/**
 * Runs `work` against the real server on the e-sales bench database (generated first if missing),
 * signed in as `userName` through the real two-step sign-in; stops the server and the client after.
 */
export async function withEsalesBench(userName: string, work: (bench: EsalesBench) => Promise<void>): Promise<void> {
  await ensureEsalesBenchData();
  const db = new pg.Client({ connectionString: benchUrl() });
  await db.connect();
  const { server, url } = await startDeskServer();
  try {
    const token = await signIn(url, userName, DEMO.password, latestCodeFromDb(db, userName));
    await work({ db, server, url, token });
  } finally {
    await stopDeskServer(server);
    await db.end();
  }
}

/** The q-quantile of some timings (nearest rank). */
export function percentile(values: number[], q: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
}

export const ms = (n: number) => n.toFixed(1);

export interface TimedCall {
  name: string;
  path: string;
  body: (i: number) => unknown;
  /** What the answer found, for the table (a total, a count). */
  found: (json: any) => string;
}

/** `runs` sequential POSTs of a call after the warm-up: p50, p95 and what the last one found. */
export async function timeCall(url: string, token: string, c: TimedCall, runs: number): Promise<{ p50: number; p95: number; found: string }> {
  const times: number[] = [];
  let found = '';
  for (let i = 0; i < WARM_UP + runs; i++) {
    const started = performance.now();
    const res = await post(url, c.path, c.body(i), token);
    const json = await res.json();
    if (res.status !== 200) throw new Error(`${c.name}: ${res.status} ${JSON.stringify(json)}`);
    if (i >= WARM_UP) times.push(performance.now() - started);
    found = c.found(json);
  }
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), found };
}
