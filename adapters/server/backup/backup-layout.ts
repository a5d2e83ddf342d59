import type { ServerConfig } from '../config.ts';

/** A backup or restore that cannot go on; its message is the one line the operator reads. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** What a backup and a restore need to know of the server's settings. */
export type StoreSettings = Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'filesDir'> & Partial<Pick<ServerConfig, 'databaseOwnerUrl'>>;

export type Engine = 'postgres' | 'pglite';

/** The files of a backup folder: one database dump (the engine's own format), the files folder, and what they are. */
export const LAYOUT = {
  manifest: 'backup.json',
  /** pg_dump's custom format (-Fc): compressed, restored by pg_restore. */
  postgres: 'database.pgdump',
  /** PGlite's dumpDataDir: a gzipped tarball of its data directory. */
  pglite: 'database.pglite.tar.gz',
  files: 'files.tar.gz',
} as const;

export interface Manifest {
  engine: Engine;
  createdAt: string;
}

export const engineOf = (settings: StoreSettings): Engine => (settings.databaseUrl ? 'postgres' : 'pglite');

/** Where the embedded database lives: the same folder the server opens. */
export const pgliteDir = (settings: StoreSettings): string => `${settings.dataDir}/db`;
