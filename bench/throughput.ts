/**
 * Throughput under load, for desk.ts: the server's own SQL at its ceiling (pgbench, named prepared
 * statements, the values written into the script) and the HTTP endpoint under autocannon, so the
 * bench can print how much of what the database can serve the server reaches.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

export interface Load {
  perSecond: number;
  p99: number;
  /** Calls that got no answer within autocannon's 10 s (timeouts) or lost their connection. */
  errors?: number;
}

export interface Statement {
  sql: string;
  params: readonly unknown[];
}

/** A parameter as an SQL literal: the statement's own casts (`$1::int[]`) still apply to it. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (Array.isArray(value)) return `'{${value.map((v) => (typeof v === 'number' ? v : `"${String(v).replace(/["\\]/g, '\\$&')}"`)).join(',')}}'`;
  return `'${String(value).replace(/'/g, "''")}'`;
}

/** A pgbench script of the statements, one transaction per call of the endpoint, values inlined. */
export function pgbenchScript(statements: readonly Statement[]): string {
  return statements
    .map((s) => `${s.sql.replace(/\$(\d+)/g, (_, n: string) => literal(s.params[Number(n) - 1])).replace(/\s*\n\s*/g, ' ')};\n`)
    .join('');
}

const p99Of = (values: number[]) => {
  const s = values.sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(0.99 * s.length) - 1)];
};

/**
 * pgbench with `-M prepared` (each statement parsed and planned once per client), `clients`
 * connections for `seconds`: calls per second (one call = the script once) and the p99 of a call.
 */
export function sqlCeiling(connection: { host: string; port: string; user: string; database: string }, statements: readonly Statement[], clients: number, seconds: number): Load {
  const dir = mkdtempSync(join(tmpdir(), 'bench-pgbench-'));
  try {
    const script = join(dir, 'call.sql');
    writeFileSync(script, pgbenchScript(statements));
    const run = spawnSync('pgbench', ['-h', connection.host, '-p', connection.port, '-U', connection.user, '-n', '-M', 'prepared',
      '-c', String(clients), '-j', '2', '-T', String(seconds), '-f', script, '-l', `--log-prefix=${join(dir, 'log')}`, connection.database], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`pgbench failed: ${run.stderr}`);
    const tps = Number(run.stdout.match(/tps = ([\d.]+)/)?.[1]);
    // Each log line: client, transaction number, latency in µs, ...
    const latencies = readdirSync(dir).filter((f) => f.startsWith('log')).flatMap((f) =>
      readFileSync(join(dir, f), 'utf8').trim().split('\n').map((line) => Number(line.split(' ')[2]) / 1000));
    return { perSecond: tps, p99: p99Of(latencies) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** autocannon: `connections` keep POSTing the same body for `seconds`; any non-2xx answer fails the bench, timeouts are counted. */
export async function httpLoad(url: string, headers: Record<string, string>, body: unknown, connections: number, seconds: number): Promise<Load> {
  const result = await autocannon({ url, method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body), connections, duration: seconds });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers under load`);
  return { perSecond: result.requests.total / result.duration, p99: result.latency.p99, errors: result.errors };
}
