import type { Db } from './db.ts';
import { openPgliteDb } from './pglite-db.ts';
import { openPostgresDb } from './postgres-db.ts';
import { migrate } from './migrate.ts';

/** Opens the configured database and, unless told not to, brings its schema up to date. */
export async function openDb(options: { databaseUrl?: string; dataDir?: string; migrate?: boolean }): Promise<Db> {
  const db = options.databaseUrl ? await openPostgresDb(options.databaseUrl) : await openPgliteDb(options.dataDir);
  if (options.migrate !== false) await migrate(db);
  return db;
}
