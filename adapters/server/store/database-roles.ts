import type { ServerConfig } from '../config.ts';

/** The two connection settings: the server's, and the schema owner's when it is another user. */
export type Connections = Pick<ServerConfig, 'databaseUrl'> & Partial<Pick<ServerConfig, 'databaseOwnerUrl'>>;

/** The connection that changes the schema and loads data (migrations, seed, setup, backup, restore). */
export function ownerUrlOf(config: Connections): string | undefined {
  return config.databaseOwnerUrl ?? config.databaseUrl;
}

/**
 * The role the server runs as when it is not the owner: DATABASE_URL's user (config.ts checks that
 * it names one). Undefined with one connection, where the server owns the schema as before.
 */
export function serverRoleOf(config: Connections): string | undefined {
  if (config.databaseOwnerUrl === undefined || config.databaseUrl === undefined) return undefined;
  return decodeURIComponent(new URL(config.databaseUrl).username);
}
