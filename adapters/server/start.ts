import { pino, type Logger } from 'pino';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { configFromEnv, type ServerConfig } from './config.ts';
import { openDb } from './store/open.ts';
import type { Db } from './store/db.ts';
import { cryptoRandom, type RandomSource } from './random.ts';
import { OutboxMessenger } from './mail/outbox-messenger.ts';
import { smtpTransport } from './mail/smtp-transport.ts';
import { startDispatching } from './mail/dispatch-rounds.ts';
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
  close(): Promise<void>;
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
  let db = await openDb({ databaseUrl: config.databaseUrl, dataDir });
  // Another instance started at the same time may seed first; this one then finds the data there.
  const started = Date.now();
  const summary = config.seedOnEmpty && (await isEmpty(db)) ? await seedDemoData(db, clock.now()).catch(notIfSeededMeanwhile) : undefined;
  if (summary) {
    const files = await seedDemoFiles(db, config.filesDir, DEMO.users.dcadmin.id);
    // Planner statistics and the visibility map (index-only scans) for the data just loaded:
    // PGlite has no autovacuum, and without statistics the embedded list page planned four times
    // slower (bench/README.md, embedded default). They persist in its data folder.
    await db.exec('VACUUM ANALYZE');
    log.info({ summary, files, ms: Date.now() - started }, 'seeded demo data into the empty database');
    // The seed grew PGlite's WebAssembly memory to over 1 GB, which a Memory never gives back: an
    // embedded database in a folder is reopened, so the server runs in the memory it needs
    // (bench/README.md, embedded default).
    if (db.engine === 'pglite' && dataDir) {
      await db.close();
      db = await openDb({ dataDir });
    }
  }
  const messenger = new OutboxMessenger(db, clock, log, config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : undefined, {
    resetLinkMinutes: config.resetLinkTtlMinutes,
  });
  // Messages queued before a crash (committed, never sent) go out now, and every round after.
  const dispatcher = startDispatching(messenger, log);
  const links = new SignedLinks(await urlSigningSecret(db, config.urlSigningSecret, clock.now()));
  const app = await buildApp({ db, clock, random: options.random ?? cryptoRandom, messenger, outbox: messenger, config, links }, allOperations, { loggerInstance: log });
  let url = '';
  if (options.listen !== false) {
    url = await app.listen({ port: config.port, host: config.host });
    url = url.replace('0.0.0.0', '127.0.0.1').replace('[::]', '127.0.0.1');
    log.info({ node: process.version }, `portal ready at ${url} (database: ${db.engine}, Node ${process.version})`);
  } else {
    await app.ready();
  }
  return {
    app,
    db,
    config,
    url,
    async close() {
      await dispatcher.stop();
      await app.close();
      await db.close();
    },
  };
}
