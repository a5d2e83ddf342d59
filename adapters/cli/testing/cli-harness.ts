import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { startServer, type RunningServer } from '../../server/start.ts';
import { latestOneTimeCode } from '../../server/testing/one-time-code.ts';

/** The demo users' password (README). */
export const DEMO_PASSWORD = 'Demo@1234';

/** The real server with demo data on an in-memory database, listening on a free port (as the browser journeys start it). */
export async function startDemoServer(): Promise<RunningServer> {
  return startServer({
    config: { port: 0, host: '127.0.0.1', dataDir: ':memory:', databaseUrl: undefined, staticDir: './no-portal-in-cli-tests', smtpUrl: undefined },
    logger: pino({ level: 'silent' }),
  });
}

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  home: string;
  server: string;
  /** Answers to prompts: when stderr first shows `when`, `answer()` is written to stdin. */
  answers?: { when: string; answer: () => Promise<string> }[];
  cwd?: string;
}

/** The shell's environment without a password a developer may have exported for their own use. */
function withoutPassword(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { HSP_PASSWORD: _ignored, ...rest } = env;
  return rest;
}

const MAIN = join(import.meta.dirname, '..', 'main.ts');

/** Runs the real binary (`node --import tsx adapters/cli/main.ts ...`) as a child process. */
export function runCli(args: readonly string[], options: RunOptions): Promise<CliRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, ...args], {
    cwd: options.cwd ?? process.cwd(),
    env: { ...withoutPassword(process.env), HSP_HOME: options.home, HSP_SERVER: options.server, NO_COLOR: '1' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const pending = [...(options.answers ?? [])];
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  let answered = 0;
  child.stderr.on('data', (d: Buffer) => {
    stderr += d.toString();
    const next = pending[0];
    // Each question is answered once, after it shows (searching past what earlier answers saw).
    const at = next ? stderr.indexOf(next.when, answered) : -1;
    if (next && at >= 0) {
      pending.shift();
      answered = at + next.when.length;
      void next.answer().then((text) => {
        child.stdin.write(`${text}\n`);
        if (pending.length === 0) child.stdin.end();
      });
    }
  });
  if (pending.length === 0) child.stdin.end();
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A fresh HSP_HOME (the token file's folder) for one user of a test. */
export function freshHome(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'hsp-home-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Logs a demo user in through the CLI, answering the code prompt from the outbox. */
export function loginThroughCli(server: RunningServer, home: string, userName: string): Promise<CliRun> {
  return runCli(['login', '--username', userName, '--password', DEMO_PASSWORD], {
    home,
    server: `${server.url}/api`,
    answers: [{ when: 'One-time code', answer: () => latestOneTimeCode(server.db, userName) }],
  });
}
