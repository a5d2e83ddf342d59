/**
 * What desk.ts and embedded.ts share: the server as a child process (desk-server.ts), the real
 * two-step sign-in against it, and the child's CPU time and memory read from /proc.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

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
