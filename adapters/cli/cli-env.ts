import type { SessionStorePort } from '../../core/session/session-store.port.ts';
import type { Session } from '../../core/session/session.ts';
import { createFilesClient, createInsuranceClient, createMedibuddyCentralClient, createProviderClient, type ClientOptions } from '../http/clients.ts';
import { httpConfigUnder } from '../http/http-config.ts';
import { sessionMiddleware } from '../http/session.middleware.ts';
import { authFailure } from './exit-codes.ts';
import { FileSessionStore, hspHome } from './token-store.ts';

/** The server the CLI talks to when neither --server nor HSP_SERVER says otherwise. */
export const DEFAULT_SERVER = 'http://localhost:8080/api';

/** What every command runs with: the server's API root, the stored session, the streams, the clock. */
export interface CliEnv {
  readonly server: string;
  readonly store: FileSessionStore;
  readonly stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  readonly stdout: NodeJS.WritableStream & { isTTY?: boolean };
  readonly stderr: NodeJS.WritableStream & { isTTY?: boolean };
  readonly fetch: typeof globalThis.fetch;
  now(): Date;
}

/** The environment of a real run (the composition root's defaults). */
export function processEnv(server: string | undefined): CliEnv {
  return {
    server: server ?? process.env.HSP_SERVER ?? DEFAULT_SERVER,
    store: new FileSessionStore(hspHome()),
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    fetch: (input, init) => globalThis.fetch(input, init),
    now: () => new Date(),
  };
}

/**
 * The portal's own openapi-fetch clients, pointed at the server. The session middleware adds the
 * stored token and forgets it (marking it expired) when the server calls it invalid, as in the
 * portal; the command then ends with the auth exit code.
 */
export function clientsFor(env: CliEnv, store: SessionStorePort | undefined = env.store, fetch = env.fetch) {
  const options: ClientOptions = {
    config: httpConfigUnder(env.server),
    fetch,
    middleware: store ? [sessionMiddleware({ store, onExpired: () => undefined })] : [],
  };
  return { provider: createProviderClient(options), central: createMedibuddyCentralClient(options), insurance: createInsuranceClient(options), files: createFilesClient(options) };
}

/** The stored session, or the auth ending when there is none. */
export function requireSession(env: CliEnv): Session {
  const session = env.store.load();
  if (!session) throw authFailure();
  return session;
}
