import type { ServerConfig } from '../config.ts';
import type { Db } from './db.ts';
import { ownerUrlOf, serverRoleOf, type Connections } from './database-roles.ts';
import { openPgliteDb } from './pglite-db.ts';
import { openPostgresDb } from './postgres-db.ts';
import { migrate } from './migrate.ts';

/**
 * Opens a database and, unless told not to, brings its schema up to date; with `serverRole` the
 * migration also grants that role what the server needs (this connection must then be the owner's).
 */
export async function openDb(options: { databaseUrl?: string; dataDir?: string; migrate?: boolean; serverRole?: string }): Promise<Db> {
  const db = options.databaseUrl ? await openPostgresDb(options.databaseUrl) : await openPgliteDb(options.dataDir);
  if (options.migrate === false) return db;
  try {
    await migrate(db, { serverRole: options.serverRole });
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}

/**
 * The server's own connection. With a separate owner (DATABASE_OWNER_URL) the schema is migrated
 * through a short-lived owner's connection first, and the server's role granted what it needs; the
 * connection returned is the server's role, which owns nothing.
 */
export async function openServerDb(options: Connections & { dataDir?: string; migrate: boolean }): Promise<Db> {
  const serverRole = serverRoleOf(options);
  if (serverRole === undefined) return openDb(options);
  if (options.migrate) await (await openDb({ databaseUrl: options.databaseOwnerUrl, serverRole })).close();
  return openDb({ databaseUrl: options.databaseUrl, migrate: false });
}

/**
 * The connection of the operator's tools (migrate, seed, setup, audit:verify): the owner's, or
 * PGlite under DATA_DIR/db. A migration run here grants the server's role as the server's start does.
 */
export function openOwnerDb(config: Connections & Pick<ServerConfig, 'dataDir'>, options: { migrate: boolean }): Promise<Db> {
  const databaseUrl = ownerUrlOf(config);
  return openDb({ databaseUrl, dataDir: databaseUrl ? undefined : `${config.dataDir}/db`, migrate: options.migrate, serverRole: serverRoleOf(config) });
}
