import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino, type Logger } from 'pino';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { configFromEnv, type ServerConfig } from '../config.ts';
import type { Db } from '../store/db.ts';
import { startServer } from '../start.ts';
import { loadFixture, FIXTURE } from './fixture.ts';
import { latestOneTimeCode } from './one-time-code.ts';
import { createTestDatabase, createTestRoles } from './test-database.ts';

/** A clock tests can move. */
export class TestClock {
  constructor(public current: Date = new Date('2026-11-22T06:30:00.000Z')) {}
  now = () => new Date(this.current);
  advanceMinutes(minutes: number) {
    this.current = new Date(this.current.getTime() + minutes * 60_000);
  }
}

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  clock: TestClock;
  engine: string;
  config: ServerConfig;
  call(method: string, url: string, options?: { body?: unknown; token?: string; headers?: Record<string, string> }): Promise<LightMyRequestResponse>;
  /** Signs a fixture user in through the real flow, code read from the outbox. */
  signIn(userName: string, password?: string): Promise<string>;
  latestCode(userName: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * The real server on a fresh database: in-memory PGlite by default, or a new PostgreSQL database
 * (dropped afterwards) when `engine` is 'postgres' and DATABASE_URL_TEST points at a server. The
 * log is silent unless a test passes a logger of its own (to read what the server prints). With
 * `ownerRole` (PostgreSQL), the database gets an owner role and the server runs as a role of its own.
 */
export async function startTestServer(
  engine: 'pglite' | 'postgres' = 'pglite',
  configOverrides: Partial<ServerConfig> = {},
  logger: Logger = pino({ level: 'silent' }),
  options: { ownerRole?: boolean } = {},
): Promise<TestServer> {
  let dropDatabase: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  let databaseOwnerUrl: string | undefined;
  if (engine === 'postgres') {
    const database = await createTestDatabase();
    databaseUrl = database.url;
    dropDatabase = database.drop;
    if (options.ownerRole) {
      const roles = await createTestRoles(database.url);
      databaseUrl = roles.serverUrl;
      databaseOwnerUrl = roles.ownerUrl;
      dropDatabase = async () => {
        await database.drop();
        await roles.drop();
      };
    }
  }
  // Uploads of a test go to a folder of its own, never into the developer's ./data.
  const filesDir = mkdtempSync(join(tmpdir(), 'portal-test-files-'));
  // The real composition root, on a clean configuration: nothing from this shell's environment.
  const config: ServerConfig = {
    ...configFromEnv({}),
    databaseUrl,
    databaseOwnerUrl,
    dataDir: ':memory:',
    staticDir: './no-portal-in-server-tests',
    filesDir,
    seedOnEmpty: false,
    // Server tests call at machine speed, far past a person's pace, and many check that a refused
    // call wrote nothing, which a counted call never is: nothing is counted unless a test sets
    // figures (http/rate-limits.test.ts does). Browser tests run on the real defaults.
    rateLimits: null,
    // A seal is a write of its own: tests that hold a refused call to "wrote nothing" would see one
    // land in between. Tests seal when they ask (audit/audit-seal.test.ts); the longest period allowed.
    auditSealMs: 3_600_000,
    ...configOverrides,
  };
  return serverOn(engine, config, new TestClock(), { fixture: true, filesDir, dropDatabase, logger });
}

/**
 * Another server on the database of a running PostgreSQL test server, sharing its clock, as a
 * second instance behind a load balancer would. Closing it leaves the database to the first.
 */
export async function startSecondInstance(first: TestServer): Promise<TestServer> {
  if (!first.config.databaseUrl) throw new Error('a second instance needs a PostgreSQL database');
  const filesDir = mkdtempSync(join(tmpdir(), 'portal-test-files-'));
  return serverOn('postgres', { ...first.config, filesDir }, first.clock, { fixture: false, filesDir });
}

async function serverOn(
  engine: 'pglite' | 'postgres',
  config: ServerConfig,
  clock: TestClock,
  options: { fixture: boolean; filesDir: string; dropDatabase?: () => Promise<void>; logger?: Logger },
): Promise<TestServer> {
  const running = await startServer({ config, clock, logger: options.logger ?? pino({ level: 'silent' }), listen: false });
  const { app, db } = running;
  if (options.fixture) await loadFixture(db);

  const server: TestServer = {
    app,
    db,
    clock,
    engine,
    config,
    call(method, url, options = {}) {
      return app.inject({
        method: method as 'GET',
        url,
        payload: options.body as object | undefined,
        headers: { ...(options.token ? { accesstoken: options.token } : {}), ...options.headers },
      });
    },
    latestCode: (userName) => latestOneTimeCode(db, userName),
    async signIn(userName, password = FIXTURE.password) {
      const first = (await server.call('POST', '/api/provider/Authenticate', { body: { userName, password, applicationId: 10007 } })).json();
      if (first.accessToken) return first.accessToken as string;
      if (!first.isOtpNeeded) throw new Error(`sign-in refused: ${first.errorMessage}`);
      const otp = await server.latestCode(userName);
      const second = (
        await server.call('POST', '/api/provider/verifyOTP', { body: { otp, applicationId: 10007, userId: first.userId, encryptedToken: first.encryptedToken } })
      ).json();
      if (!second.success) throw new Error(`code refused: ${second.error}`);
      return second.accessToken as string;
    },
    async close() {
      await running.close();
      await options.dropDatabase?.();
      rmSync(options.filesDir, { recursive: true, force: true });
    },
  };
  return server;
}

/** The engines server tests run on: PGlite always, PostgreSQL when DATABASE_URL_TEST is set. */
export const TEST_ENGINES: ('pglite' | 'postgres')[] = process.env.DATABASE_URL_TEST ? ['pglite', 'postgres'] : ['pglite'];
