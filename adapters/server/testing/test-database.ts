import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../store/db.ts';
import { openDb } from '../store/open.ts';

async function onAdmin(sql: string): Promise<void> {
  const admin = process.env.DATABASE_URL_TEST;
  if (!admin) throw new Error('DATABASE_URL_TEST is not set');
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database on the PostgreSQL test server (DATABASE_URL_TEST), and how to drop it. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await onAdmin(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.DATABASE_URL_TEST!);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A migrated, empty database on either engine (PGlite in memory), and how to close and drop it. */
export async function openTestDb(engine: 'pglite' | 'postgres'): Promise<{ db: Db; drop: () => Promise<void> }> {
  if (engine === 'pglite') {
    const db = await openDb({});
    return { db, drop: () => db.close() };
  }
  const database = await createTestDatabase();
  const db = await openDb({ databaseUrl: database.url });
  return {
    db,
    drop: async () => {
      await db.close();
      await database.drop();
    },
  };
}

/**
 * Two login roles for a test database on the PostgreSQL test server: its owner (migrations, seed)
 * and the server's role, which owns nothing. Unique names, as roles belong to the whole cluster;
 * `drop` removes them once the database is gone.
 */
export async function createTestRoles(databaseUrl: string): Promise<{ ownerUrl: string; serverUrl: string; drop: () => Promise<void> }> {
  const suffix = randomBytes(6).toString('hex');
  const owner = `portal_owner_${suffix}`;
  const server = `portal_server_${suffix}`;
  const database = new URL(databaseUrl).pathname.slice(1);
  // The database's owner may create in its public schema and add trusted extensions (pg_trgm).
  await onAdmin(`CREATE ROLE ${owner} LOGIN; CREATE ROLE ${server} LOGIN; ALTER DATABASE ${database} OWNER TO ${owner}`);
  const as = (role: string) => {
    const url = new URL(databaseUrl);
    url.username = role;
    url.password = '';
    return url.toString();
  };
  return { ownerUrl: as(owner), serverUrl: as(server), drop: () => onAdmin(`DROP ROLE IF EXISTS ${server}; DROP ROLE IF EXISTS ${owner}`) };
}
