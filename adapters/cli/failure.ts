import { ServerFault } from '../http/wire-error.ts';
import { CliFailure, ExitCode, authFailure, refusedFailure, serverFailure, usageFailure } from './exit-codes.ts';
import type { CliEnv } from './cli-env.ts';

/** An error that carries the HTTP status of a refused call (every port's Refusal class does). */
function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

function serverMessageOf(error: unknown): string | null {
  const message = (error as { serverMessage?: unknown } | null)?.serverMessage;
  return typeof message === 'string' && message !== '' ? message : null;
}

/**
 * Whatever a command threw, as the one line and exit code the user gets. A session the server
 * called invalid is an auth ending even when the call itself answered 200 (the middleware marked it).
 */
export function toFailure(error: unknown, env: CliEnv): CliFailure {
  if (env.store.takeExpired()) return authFailure('The session has expired: run `npm run cli -- login` again');
  if (error instanceof CliFailure) return error;
  if (error instanceof ServerFault) return serverFailure(`The server failed (HTTP ${error.status})`);
  const status = statusOf(error);
  if (status === 401) return authFailure('The session has expired: run `npm run cli -- login` again');
  if (status === 403) return authFailure(serverMessageOf(error) ?? 'This user may not do that (HTTP 403)');
  if (status !== undefined && status >= 500) return serverFailure(`The server failed (HTTP ${status})`);
  if (status !== undefined) return refusedFailure(serverMessageOf(error) ?? `The server refused the request (HTTP ${status})`);
  if (error instanceof TypeError && /fetch/i.test(error.message)) return serverFailure(`Cannot reach the server at ${env.server}`);
  if ((error as { code?: unknown } | null)?.code === 'ENOENT') return usageFailure((error as Error).message);
  // Anything else is a fault on the way (a broken stream, a disk error): one line, never a stack.
  return new CliFailure(ExitCode.server, error instanceof Error ? error.message : String(error));
}
