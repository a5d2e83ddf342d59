import type { AddressInfo } from 'node:net';
import { AuthHttpAdapter } from '../../../adapters/http/auth.http-adapter.ts';
import { createMedibuddyCentralClient, createPasswordClient, createProviderClient, type ClientOptions } from '../../../adapters/http/clients.ts';
import { PasswordHttpAdapter } from '../../../adapters/http/password.http-adapter.ts';
import { defaultHttpConfig } from '../../../adapters/http/http-config.ts';
import { sessionMiddleware } from '../../../adapters/http/session.middleware.ts';
import { hashPassword } from '../../../adapters/server/auth/password-hash.ts';
import { latestOneTimeCode } from '../../../adapters/server/testing/one-time-code.ts';
import { startTestServer, type TestServer } from '../../../adapters/server/testing/test-server.ts';
import { isProviderRole, ROLE_IDS, RoleName } from '../../../core/session/roles.ts';
import type { SessionStorePort } from '../../../core/session/session-store.port.ts';
import type { AccountSpec, ProviderService } from './provider-service.ts';

/** Scenario people get ids above the server fixture's, so clearing them leaves the fixture alone. */
const FIRST_SCENARIO_USER_ID = 1000;
/** Lab admins of the scenario labs (http-lab-desk.ts) stay signed in for the whole run. */
export const FIRST_LAB_ADMIN_ID = 999_000;
/** Scenario requests get ids above the fixtures', for the same reason. */
export const FIRST_SCENARIO_REQUEST_ID = 900_000_000;
/** The fixture's parent lab and insurer, whose data the scenario people work. */
const LAB_ID = 100;
const INSURER_ID = 300;

let running: Promise<{ server: TestServer; origin: string }> | undefined;
let nextUserId = FIRST_SCENARIO_USER_ID;
const hashes = new Map<string, Promise<string>>();

/** The real server on the embedded database (PGlite in memory), listening on a free local port; one per run. */
export function realServer(): Promise<{ server: TestServer; origin: string }> {
  running ??= (async () => {
    const server = await startTestServer('pglite');
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = server.app.server.address() as AddressInfo;
    return { server, origin: `http://127.0.0.1:${port}` };
  })();
  return running;
}

/** Closes the run's server, if one was started. */
export async function closeRealServer(): Promise<void> {
  if (running) await (await running).server.close();
  running = undefined;
}

// argon2 is slow on purpose; the scenarios use a handful of passwords, each hashed once.
const hashOf = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

/**
 * The http profile's provider service: the portal's own HTTP adapters (openapi-fetch) calling the
 * reference server over a real socket. What a scenario arranges (people, codes, expiry) goes into
 * the server's database as an administrator would; everything a person does goes over HTTP.
 */
export class HttpProviderService implements ProviderService {
  private reachable = true;
  private readonly options: ClientOptions;
  readonly auth: AuthHttpAdapter;
  readonly password: PasswordHttpAdapter;

  private constructor(
    readonly server: TestServer,
    readonly origin: string,
  ) {
    const gated: typeof fetch = (input, init) => (this.reachable ? fetch(input, init) : Promise.reject(new TypeError('fetch failed')));
    this.options = { config: defaultHttpConfig(origin), fetch: gated };
    this.auth = new AuthHttpAdapter(createProviderClient(this.options), createMedibuddyCentralClient(this.options));
    this.password = new PasswordHttpAdapter(createProviderClient(this.options), createPasswordClient(this.options));
  }

  /** A service for one scenario: the run's server, cleared of earlier scenarios the first time it is used. */
  static async forScenario(): Promise<HttpProviderService> {
    const { server, origin } = await realServer();
    return new HttpProviderService(server, origin);
  }

  private cleared: Promise<void> | undefined;

  /**
   * Clears what earlier scenarios left (their people, requests, files and failed sign-ins), once,
   * before this scenario first uses the server; scenarios of rules alone never pay for it.
   */
  ready(): Promise<void> {
    this.cleared ??= (async () => {
      const { db } = this.server;
      await db.query('DELETE FROM file WHERE uploaded_by >= $1 OR request_id >= $2', [FIRST_SCENARIO_USER_ID, FIRST_SCENARIO_REQUEST_ID]);
      await db.query('DELETE FROM slot_hold WHERE request_id >= $1', [FIRST_SCENARIO_REQUEST_ID]);
      await db.query('DELETE FROM request_status_history WHERE request_id >= $1 OR actor_user_id >= $2', [FIRST_SCENARIO_REQUEST_ID, FIRST_SCENARIO_USER_ID]);
      await db.query('DELETE FROM appointment_request WHERE id >= $1', [FIRST_SCENARIO_REQUEST_ID]);
      await db.query('DELETE FROM outbox WHERE user_id >= $1', [FIRST_SCENARIO_USER_ID]);
      await db.query('DELETE FROM password_failure_run');
      await db.query('DELETE FROM app_user WHERE id >= $1 AND id < $2', [FIRST_SCENARIO_USER_ID, FIRST_LAB_ADMIN_ID]);
    })();
    return this.cleared;
  }

  async add(account: AccountSpec): Promise<void> {
    await this.ready();
    const provider = isProviderRole(account.role);
    await this.server.db.query(
      `INSERT INTO app_user (id, user_name, password_hash, first_name, last_name, email, role_name, role_id, provider_id, insurer_id, features, otp_required, agent_id)
       VALUES ($1, $2, $3, $4, 'Demo', $5, $6, $7, $8, $9, $10, false, $11)`,
      [
        nextUserId++, account.userName, await hashOf(account.password), account.firstName, `${account.firstName.toLowerCase()}@demo.example`,
        account.role, ROLE_IDS[account.role][0], provider ? LAB_ID : null, provider ? null : INSURER_ID, [...account.features],
        account.role === RoleName.insureragent ? `AG-${account.userName}` : null,
      ],
    );
  }

  async asksForCode(userName: string): Promise<void> {
    await this.server.db.query('UPDATE app_user SET otp_required = true WHERE user_name = $1', [userName]);
  }

  emailedCode(userName: string): Promise<string> {
    return latestOneTimeCode(this.server.db, userName);
  }

  becomeUnreachable(): void {
    this.reachable = false;
  }

  async expireSessionsOf(userName: string): Promise<void> {
    await this.server.db.query(
      'UPDATE user_session SET expires_on = created_on WHERE user_id = (SELECT id FROM app_user WHERE user_name = $1)',
      [userName],
    );
  }

  async callWithStoredToken(store: SessionStorePort): Promise<void> {
    const central = createMedibuddyCentralClient({ ...this.options, middleware: [sessionMiddleware({ store, onExpired: () => undefined })] });
    // A call that cannot reach the server changes nothing: the session ends only on the server's word.
    await central.POST('/validServices', { body: {} }).catch(() => undefined);
  }

  async wasToldOfSignOut(userName: string): Promise<boolean> {
    const [row] = await this.server.db.query<{ total: number; live: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE s.ended_on IS NULL)::int AS live
         FROM user_session s JOIN app_user u ON u.id = s.user_id WHERE u.user_name = $1`,
      [userName],
    );
    return row.total > 0 && row.live === 0;
  }
}
