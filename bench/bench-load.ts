/**
 * What the data generators share (generate-requests.ts, generate-esales-cases.ts): a fresh bench
 * database built by the server's own migrations and seed, indexes dropped for the bulk load and
 * rebuilt once after it, and the timing lines they print.
 */
import pg from 'pg';
import { seedDemoData } from '../adapters/server/seed/seed.ts';
import { openDb } from '../adapters/server/store/open.ts';
import { ADMIN_URL, BENCH_DB, benchUrl } from './bench-db.ts';

/** One line of the generator's log: what was done and how long it took since `since`. */
export function step(what: string, since: number): void {
  console.log(`${what.padEnd(44)} ${((Date.now() - since) / 1000).toFixed(1)} s`);
}

/** Whether the bench database exists; the benches generate it on first use. */
export async function benchDatabaseExists(): Promise<boolean> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const { rows } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [BENCH_DB]);
  await admin.end();
  return rows.length > 0;
}

/**
 * Drops and recreates the bench database with the schema and the demo organisations, users and
 * data, then answers a connected client set up for a bulk load (the caller ends it).
 */
export async function freshBenchDatabase(now: Date): Promise<pg.Client> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${BENCH_DB}`);
  await admin.end();
  const db = await openDb({ databaseUrl: benchUrl() });
  await seedDemoData(db, now);
  await db.close();
  const client = new pg.Client({ connectionString: benchUrl() });
  await client.connect();
  await client.query(`SET maintenance_work_mem = '512MB'`);
  return client;
}

export interface IndexDefinition {
  name: string;
  def: string;
}

/**
 * Drops the tables' own indexes (not those behind a constraint) before a bulk load, answering
 * their definitions, so rebuildIndexes builds each once over the whole table afterwards.
 */
export async function dropIndexes(client: pg.Client, tables: readonly string[]): Promise<IndexDefinition[]> {
  const { rows } = await client.query<IndexDefinition>(
    `SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i
      WHERE i.schemaname = 'public' AND i.tablename = ANY($1::text[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    [tables],
  );
  for (const i of rows) await client.query(`DROP INDEX ${i.name}`);
  return rows;
}

/** Builds the dropped indexes again, from the migrations' own definitions. */
export async function rebuildIndexes(client: pg.Client, indexes: readonly IndexDefinition[]): Promise<void> {
  const t = Date.now();
  for (const i of indexes) await client.query(i.def);
  step(`${indexes.length} indexes rebuilt`, t);
}
