import { pino, type Logger } from 'pino';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { configFromEnv, type ServerConfig } from './config.ts';
import { openDb, openServerDb } from './store/open.ts';
import { migrationStatus } from './store/migrate.ts';
import { serveMetricsPort } from './metrics/metrics-port.ts';
import type { Db } from './store/db.ts';
import { cryptoRandom, type RandomSource } from './random.ts';
import { OutboxMessenger } from './mail/outbox-messenger.ts';
import { smtpTransport } from './mail/smtp-transport.ts';
import { startDispatching } from './mail/dispatch-rounds.ts';
import { startSealing } from './audit/seal-audit.ts';
import { allOperations } from './operations.ts';
import { DatabaseNotEmptyError, isEmpty, seedDemoData } from './seed/seed.ts';
import { seedDemoFiles } from './seed/demo-files.ts';
import { DEMO } from './seed/demo-ids.ts';
import { SignedLinks } from './files/signed-url.ts';
import { urlSigningSecret } from './files/signing-secret.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ClockPort } from '../../core/shared/clock.port.ts';
import { demoUsersPresent } from './seed/demo-presence.ts';

export interface StartOptions {
  config?: Partial<ServerConfig>;
  clock?: ClockPort;
  random?: RandomSource;
  /** Log lines go here; defaults to stdout. */
  logger?: Logger;
  listen?: boolean;
}

export interface RunningServer {
  app: FastifyInstance;
  db: Db;
  config: ServerConfig;
  /** Base URL when listening, e.g. http://127.0.0.1:8080. */
  url: string;
  /** Whether demo users (with the published password) are in this database. */
  demoData: boolean;
  /** Stops serving and releases everything, each step logged; `why` names the cause (a signal). */
  close(why?: string): Promise<void>;
}

/** A start that cannot go on for a reason outside the code (the database, a setting); logged as one line. */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** Without migrations at start, a schema behind this server's files is the operator's to migrate first. */
async function assertSchemaCurrent(db: Db): Promise<void> {
  const { pending } = await migrationStatus(db);
  if (pending.length === 0) return;
  await db.close();
  throw new StartupError(`the database schema lacks ${pending.length} migration(s) (${pending[0]} first) and MIGRATE_ON_START is false: run \`npm run db:migrate\` first`);
}

/** A connection string as a log may show it: engine, host and database, never a user or password. */
function databaseLabel(databaseUrl: string | undefined): string {
  if (!databaseUrl) return 'the embedded database';
  try {
    const url = new URL(databaseUrl);
    return `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL is not a valid URL)';
  }
}

/** Seeding sets sequences and vacuums, which only the owner may: through its connection when there is one. */
async function seedAsOwner<T>(db: Db, config: ServerConfig, work: (owner: Db) => Promise<T>): Promise<T> {
  if (!config.databaseOwnerUrl) return work(db);
  const owner = await openDb({ databaseUrl: config.databaseOwnerUrl, migrate: false });
  try {
    return await work(owner);
  } finally {
    await owner.close();
  }
}

/** The demo data and its files into an empty database; undefined when another instance seeded it first. */
async function seedDemo(db: Db, config: ServerConfig, clock: ClockPort) {
  const seeded = await seedDemoData(db, clock.now()).catch(notIfSeededMeanwhile);
  if (!seeded) return undefined;
  const files = await seedDemoFiles(db, config.filesDir, DEMO.users.dcadmin.id);
  // Planner statistics and the visibility map (index-only scans) for the data just loaded:
  // PGlite has no autovacuum, and without statistics the embedded list page planned four times
  // slower (bench/README.md, embedded default). They persist in its data folder.
  await db.exec('VACUUM ANALYZE');
  return { seeded, files };
}

export const systemClock: ClockPort = { now: () => new Date() };

/** A seed that found the database seeded by another instance in the meantime is no seed. */
function notIfSeededMeanwhile(error: unknown): undefined {
  if (error instanceof DatabaseNotEmptyError) return undefined;
  throw error;
}

/**
 * The composition root: opens and migrates the database, seeds demo data into an empty one,
 * wires the ports and starts listening.
 */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const config: ServerConfig = { ...configFromEnv(), ...options.config };
  // An in-memory database keeps its files in a fresh temporary folder unless one is named.
  if (config.dataDir === ':memory:' && options.config?.filesDir === undefined) config.filesDir = mkdtempSync(join(tmpdir(), 'portal-files-'));
  const log = options.logger ?? pino({ level: config.logLevel });
  const clock = options.clock ?? systemClock;
  // DATA_DIR=:memory: keeps everything in memory (browser tests); otherwise PGlite lives in DATA_DIR/db.
  const dataDir = config.databaseUrl || config.dataDir === ':memory:' ? undefined : `${config.dataDir}/db`;
  const open = (migrate: boolean) =>
    openServerDb({ databaseUrl: config.databaseUrl, databaseOwnerUrl: config.databaseOwnerUrl, dataDir, migrate }).catch((error: unknown) => {
      throw new StartupError(`database unreachable or refused: ${databaseLabel(config.databaseUrl)}: ${(error as Error).message}`);
    });
  let db = await open(config.migrateOnStart);
  if (!config.migrateOnStart) await assertSchemaCurrent(db);
  // Another instance started at the same time may seed first; this one then finds the data there.
  const started = Date.now();
  const summary = config.seedOnEmpty && (await isEmpty(db)) ? await seedAsOwner(db, config, (owner) => seedDemo(owner, config, clock)) : undefined;
  if (summary) {
    log.info({ summary: summary.seeded, files: summary.files, ms: Date.now() - started }, 'seeded demo data into the empty database');
    // The seed grew PGlite's WebAssembly memory to over 1 GB, which a Memory never gives back: an
    // embedded database in a folder is reopened, so the server runs in the memory it needs
    // (bench/README.md, embedded default).
    if (db.engine === 'pglite' && dataDir) {
      await db.close();
      db = await open(false);
    }
  }
  const demoData = await demoUsersPresent(db);
  if (demoData) log.warn('demo data: this database holds the demo users, whose password is published; never serve it to real users');
  if (!config.smtpUrl) log.warn('mail: no SMTP_URL, so this is the development mail sink: one-time codes and reset links are printed to this log');
  const messenger = new OutboxMessenger(db, clock, log, config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : undefined, {
    resetLinkMinutes: config.resetLinkTtlMinutes,
  });
  // Messages queued before a crash (committed, never sent) go out now, and every round after.
  const dispatcher = startDispatching(messenger, log);
  const sealer = startSealing(db, () => clock.now(), log, config.auditSealMs);
  const links = new SignedLinks(await urlSigningSecret(db, config.urlSigningSecret, clock.now()));
  let draining = false;
  const app = await buildApp({ db, clock, random: options.random ?? cryptoRandom, messenger, outbox: messenger, config, links }, allOperations, {
    loggerInstance: log,
    draining: () => draining,
    demoData,
  });
  const metricsPort = config.metricsPort === undefined ? undefined : await serveMetricsPort(app.metrics, config.metricsPort);
  if (metricsPort) log.info({ port: metricsPort.port }, `metrics at http://127.0.0.1:${metricsPort.port}/metrics`);
  let url = '';
  if (options.listen !== false) {
    url = await app.listen({ port: config.port, host: config.host });
    url = url.replace('0.0.0.0', '127.0.0.1').replace('[::]', '127.0.0.1');
    log.info({ node: process.version, database: db.engine, demoData }, `portal ready at ${url} (database: ${db.engine}, Node ${process.version})`);
  } else {
    await app.ready();
  }
  return {
    app,
    db,
    config,
    url,
    demoData,
    async close(why?: string) {
      const step = (text: string) => why && log.info(`shutdown: ${text}`);
      draining = true;
      step(`${why}: /readyz answers 503; no new connections; live streams told to reconnect elsewhere`);
      // Fastify's close refuses new connections, answers 503 on kept-alive ones, ends the live
      // streams (preClose) and waits for the requests in flight.
      await app.close();
      await metricsPort?.close();
      step('requests in flight finished');
      await dispatcher.stop();
      step('outbox dispatcher stopped');
      await sealer.stop();
      step('audit trail sealed');
      await db.close();
      step('database closed');
    },
  };
}
