/**
 * What the benches share: the server as a child process (desk-server.ts), the real
 * two-step sign-in against it, and the child's CPU time and memory read from /proc.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type pg from 'pg';

export async function post(url: string, path: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`${url}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { accesstoken: token } : {}) },
    body: JSON.stringify(body),
  });
}

/**
 * Starts desk-server.ts with `env` added to this process's environment; resolves with its URL.
 * BENCH_PROFILE=folder writes the server's CPU profile there when it stops (open in Chrome DevTools).
 */
export async function startDeskServer(env: Record<string, string> = {}): Promise<{ server: ChildProcess; url: string }> {
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const server = fork('bench/desk-server.ts', [], { execArgv: ['--import', 'tsx', ...profile], stdio: 'inherit', env: { ...process.env, ...env } });
  const url = await new Promise<string>((resolve, reject) => {
    server.once('message', (m) => resolve((m as { url: string }).url));
    server.once('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
  return { server, url };
}

/** Stops the server and waits until it has gone (and written its profile). */
export async function stopDeskServer(server: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

/** The user's latest one-time code, read by the server from its own outbox. */
export function codeFromServer(server: ChildProcess, userName: string): Promise<string> {
  return new Promise((resolve) => {
    server.once('message', (m) => resolve((m as { code: string }).code));
    server.send({ latestCode: userName });
  });
}

/** The newest one-time code the server's outbox holds for a user (the benches read it from the database). */
export function latestCodeFromDb(db: pg.Client, userName: string): () => Promise<string> {
  return async () => {
    const { rows } = await db.query<{ body: string }>(
      `SELECT o.body FROM outbox o JOIN app_user u ON u.id = o.user_id WHERE u.user_name = $1 AND o.purpose = 'otp' ORDER BY o.id DESC LIMIT 1`,
      [userName],
    );
    return rows[0]?.body.match(/\b(\d{5})\b/)?.[1] ?? '';
  };
}

/** The real sign-in: password, then the one-time code the server wrote to its outbox. */
export async function signIn(url: string, userName: string, password: string, latestCode: () => Promise<string>): Promise<string> {
  const first = await (await post(url, 'provider/Authenticate', { userName, password, applicationId: 10007 })).json();
  if (first.accessToken) return first.accessToken;
  const otp = await latestCode();
  const second = await (await post(url, 'provider/verifyOTP', { otp, applicationId: 10007, userId: first.userId, encryptedToken: first.encryptedToken })).json();
  if (!second.accessToken) throw new Error(`sign-in failed: ${JSON.stringify(second)}`);
  return second.accessToken;
}

/** CPU time (user + system) a process has used, from /proc (clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export function rssKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  return Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+)`))![1]);
}

/** How many line feeds a chunk holds (indexOf: a byte-by-byte loop here cost the shared cores seconds). */
export function newlines(chunk: Uint8Array): number {
  let n = 0;
  for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, at + 1)) n++;
  return n;
}

/**
 * One export streamed to the end, with the server's RSS sampled every 10 ms meanwhile. Its rows
 * are the lines after the header, less the note a file cut at the export limit ends with.
 */
export async function timeExport(url: string, token: string, server: ChildProcess, body: unknown, path = 'medibuddyCentral/ExportRequestDetails') {
  const pid = server.pid!;
  const before = rssKb(pid, 'VmRSS');
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssKb(pid, 'VmRSS'))), 10);
  const started = performance.now();
  const res = await post(url, path, body, token);
  let lines = 0;
  let bytes = 0;
  let tail = '';
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    lines += newlines(chunk);
    tail = (tail + Buffer.from(chunk).toString('latin1')).slice(-200);
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (res.status !== 200) throw new Error(`export: ${res.status}`);
  const rows = lines - 1 - (/\n"?Export stopped at [^\n]*\r\n$/.test(tail) ? 1 : 0);
  return { rows, seconds, rowsPerSecond: rows / seconds, mb: bytes / 1e6, beforeMb: before / 1024, peakMb: peak / 1024, hwmMb: rssKb(pid, 'VmHWM') / 1024 };
}
