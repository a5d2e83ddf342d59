import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { BackupError, engineOf, LAYOUT, pgliteDir, type Manifest, type StoreSettings } from './backup-layout.ts';
import { runTool } from './run-tool.ts';
import { ownerUrlOf } from '../store/database-roles.ts';

/**
 * Writes a backup of the configured database and the files folder into `out` (a new or empty
 * folder). PostgreSQL through pg_dump -Fc, so it runs beside live instances in one consistent
 * snapshot; PGlite through its own dumpDataDir, with the server stopped (one process owns the folder).
 */
export async function backup(settings: StoreSettings, out: string): Promise<Manifest> {
  if (existsSync(out) && readdirSync(out).length > 0) throw new BackupError(`the backup folder ${out} is not empty; give a new one`);
  const engine = engineOf(settings);
  // Opening a missing folder would make a new, empty database and back that up.
  if (engine === 'pglite' && !existsSync(join(pgliteDir(settings), 'PG_VERSION'))) throw new BackupError(`no embedded database in ${pgliteDir(settings)} (check DATA_DIR)`);
  mkdirSync(out, { recursive: true });
  if (engine === 'postgres') {
    await runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${join(out, LAYOUT.postgres)}`, `--dbname=${ownerUrlOf(settings)}`]);
  } else {
    await dumpPglite(pgliteDir(settings), join(out, LAYOUT.pglite));
  }
  await archiveFiles(settings.filesDir, join(out, LAYOUT.files));
  const manifest: Manifest = { engine, createdAt: new Date().toISOString() };
  writeFileSync(join(out, LAYOUT.manifest), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

async function dumpPglite(dataDir: string, file: string): Promise<void> {
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  try {
    const tarball = await db.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  } finally {
    await db.close();
  }
}

async function archiveFiles(filesDir: string, file: string): Promise<void> {
  // No files folder yet is a valid state (nothing uploaded): an empty archive says so.
  if (!existsSync(filesDir)) return runTool('tar', ['-czf', file, '--files-from', '/dev/null']);
  await runTool('tar', ['-C', filesDir, '-czf', file, '.']);
}
