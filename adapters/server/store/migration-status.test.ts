import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { openPgliteDb } from './pglite-db.ts';
import { migrate, migrationStatus } from './migrate.ts';
import type { Db } from './db.ts';
import { openDb } from './open.ts';
import { configFromEnv } from '../config.ts';
import { startServer, type RunningServer } from '../start.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { TEST_ENGINES } from '../testing/test-server.ts';

const files = readdirSync(new URL('./migrations/', import.meta.url)).filter((f) => f.endsWith('.sql')).sort();

describe('migration status', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPgliteDb(undefined);
  });
  afterAll(() => db?.close());

  it('lists every file as pending on an empty database, then none once migrated', async () => {
    expect(await migrationStatus(db)).toEqual({ applied: [], pending: files, changed: [], unknown: [] });
    expect(await migrate(db)).toEqual(files);
    expect(await migrationStatus(db)).toEqual({ applied: files, pending: [], changed: [], unknown: [] });
  });

  it('reports an applied file whose text changed since, and a recorded file the folder lacks', async () => {
    await db.query(`UPDATE schema_migration SET checksum = 'edited' WHERE name = $1`, [files[0]]);
    await db.query(`INSERT INTO schema_migration (name, checksum) VALUES ('999_from_a_newer_server.sql', 'x')`);
    const status = await migrationStatus(db);
    expect(status.changed).toEqual([files[0]]);
    expect(status.unknown).toEqual(['999_from_a_newer_server.sql']);
  });
});

/** The server as an operator starts it: settings from the environment only. */
async function startFromEnvironment(env: Record<string, string>): Promise<RunningServer> {
  return startServer({ config: configFromEnv({ STATIC_DIR: './no-portal-here', SEED_ON_EMPTY: 'false', ...env }), logger: pino({ level: 'silent' }), listen: false });
}

describe.each(TEST_ENGINES)('a start with MIGRATE_ON_START=false on %s', (engine) => {
  it('refuses a schema behind its files, naming the command, and starts ready once it ran', async () => {
    const database = engine === 'postgres' ? await createTestDatabase() : undefined;
    const dataDir = engine === 'pglite' ? mkdtempSync(join(tmpdir(), 'portal-migrate-')) : undefined;
    const env = { MIGRATE_ON_START: 'false', ...(database ? { DATABASE_URL: database.url } : { DATA_DIR: dataDir! }) };
    try {
      await expect(startFromEnvironment(env)).rejects.toThrow(/lacks \d+ migration\(s\) \(001_identity.sql first\).*npm run db:migrate/);
      // What `npm run db:migrate` does, on the same database.
      const db = await openDb({ databaseUrl: database?.url, dataDir: dataDir && join(dataDir, 'db') });
      await db.close();
      const server = await startFromEnvironment(env);
      try {
        expect((await server.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready', database: engine });
      } finally {
        await server.close();
      }
    } finally {
      await database?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
    // Three starts of an on-disk embedded database: seconds each, minutes on a loaded machine.
  }, 240_000);
});

describe.each(TEST_ENGINES.filter((e) => e === 'postgres'))('a fresh %s database given as DATABASE_URL', () => {
  it('gets the schema and no demo user', async () => {
    const database = await createTestDatabase();
    const server = await startFromEnvironment({ DATABASE_URL: database.url });
    try {
      expect(server.demoData).toBe(false);
      expect((await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM app_user'))[0].n).toBe(0);
      expect((await server.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await server.close();
      await database.drop();
    }
  });
});
