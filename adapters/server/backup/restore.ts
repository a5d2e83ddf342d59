import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { BackupError, engineOf, LAYOUT, pgliteDir, type Manifest, type StoreSettings } from './backup-layout.ts';
import { runTool } from './run-tool.ts';
import { ownerUrlOf } from '../store/database-roles.ts';

/**
 * Restores a backup folder into the configured, empty database and files folder. Never merges:
 * a restore on top of data would mix two histories (and two audit chains), so it refuses.
 */
export async function restore(settings: StoreSettings, from: string): Promise<Manifest> {
  const manifest = readManifest(from);
  const engine = engineOf(settings);
  if (manifest.engine !== engine) {
    throw new BackupError(`the backup is of ${manifest.engine} but the configured database is ${engine} (DATABASE_URL ${engine === 'postgres' ? 'is set' : 'is not set'})`);
  }
  if (existsSync(settings.filesDir) && readdirSync(settings.filesDir).length > 0) throw new BackupError(`the files folder ${settings.filesDir} is not empty (check FILES_DIR)`);
  if (engine === 'postgres') await restorePostgres(ownerUrlOf(settings)!, join(from, LAYOUT.postgres));
  else await restorePglite(pgliteDir(settings), join(from, LAYOUT.pglite));
  mkdirSync(settings.filesDir, { recursive: true });
  await runTool('tar', ['-C', settings.filesDir, '-xzf', join(from, LAYOUT.files)]);
  return manifest;
}

function readManifest(from: string): Manifest {
  try {
    return JSON.parse(readFileSync(join(from, LAYOUT.manifest), 'utf8')) as Manifest;
  } catch {
    throw new BackupError(`${from} is not a backup folder (no readable ${LAYOUT.manifest})`);
  }
}

/** Tables, views, sequences outside PostgreSQL's own schemas: none means empty. */
async function postgresObjects(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace
        WHERE s.nspname NOT IN ('pg_catalog', 'information_schema') AND s.nspname NOT LIKE 'pg\\_toast%' AND c.relkind IN ('r', 'p', 'v', 'm', 'S')`,
    );
    return Number(rows[0].n);
  } catch (error) {
    throw new BackupError(`cannot connect to the database of DATABASE_URL: ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function restorePostgres(url: string, dump: string): Promise<void> {
  if ((await postgresObjects(url)) > 0) throw new BackupError('the database of DATABASE_URL is not empty; restore into a new one (createdb)');
  // One transaction: a failed restore leaves the database empty, so it can simply be run again.
  await runTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, dump]);
}

async function restorePglite(dataDir: string, tarball: string): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) throw new BackupError(`the embedded database folder ${dataDir} is not empty (check DATA_DIR)`);
  if (!existsSync(tarball)) throw new BackupError(`the backup has no ${LAYOUT.pglite}`);
  mkdirSync(dataDir, { recursive: true });
  // PGlite unpacks the tarball into the empty folder as it starts.
  const db = await PGlite.create({ dataDir, loadDataDir: new Blob([readFileSync(tarball)]), extensions: { pg_trgm } });
  await db.close();
}
