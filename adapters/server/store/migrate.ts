import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.ts';

const folder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * The advisory lock every schema change holds: instances started together on one empty database
 * take turns, and each finds what the one before it applied (README, running several instances).
 */
export const SCHEMA_LOCK = 7_316_028;

interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

function migrationFiles(): MigrationFile[] {
  return readdirSync(folder)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((name) => {
      const sql = readFileSync(join(folder, name), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

/** The bookkeeping table; files applied before checksums were kept get theirs on the next run. */
async function ensureLedger(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
    await tx.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migration (name text PRIMARY KEY, applied_on timestamptz NOT NULL DEFAULT now())`);
    await tx.query('ALTER TABLE schema_migration ADD COLUMN IF NOT EXISTS checksum text');
  });
}

/**
 * Applies every migrations/NNN_*.sql not yet applied, each in its own transaction, in name order.
 * Each transaction holds the schema lock and checks again that its migration is still to apply.
 * With `serverRole` (the server runs as a role other than this connection's), that role is then
 * granted what it needs, on every run, so it covers tables added since (041_server_role.sql).
 */
export async function migrate(db: Db, options: { serverRole?: string } = {}): Promise<string[]> {
  await ensureLedger(db);
  const files = migrationFiles();
  const recorded = await db.query<{ name: string; checksum: string | null }>('SELECT name, checksum FROM schema_migration');
  const done = new Set(recorded.map((r) => r.name));
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file.name)) continue;
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
      if ((await tx.query('SELECT 1 FROM schema_migration WHERE name = $1', [file.name])).length > 0) return false;
      await tx.exec(file.sql);
      await tx.query('INSERT INTO schema_migration (name, checksum) VALUES ($1, $2)', [file.name, file.checksum]);
      return true;
    });
    if (ran) applied.push(file.name);
  }
  // Files recorded before checksums were kept are taken as they are now: the first status after
  // the change can then only report edits made from here on. Once done, a start writes nothing here.
  const unsummed = new Set(recorded.filter((r) => r.checksum === null).map((r) => r.name));
  for (const file of files.filter((f) => unsummed.has(f.name))) {
    await db.query('UPDATE schema_migration SET checksum = $2 WHERE name = $1 AND checksum IS NULL', [file.name, file.checksum]);
  }
  const { serverRole } = options;
  if (serverRole !== undefined) {
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
      await tx.query('SELECT grant_server_role($1)', [serverRole]);
    });
  }
  return applied;
}

export interface MigrationStatus {
  applied: string[];
  pending: string[];
  /** Applied files whose text is no longer what was applied. */
  changed: string[];
  /** Recorded as applied but no longer in the folder (a newer server's migration, or a deleted file). */
  unknown: string[];
}

/** What `db:status` shows and readiness checks: read only, nothing is applied. */
export async function migrationStatus(db: Db): Promise<MigrationStatus> {
  const files = migrationFiles();
  const exists = await db.query<{ found: boolean }>(`SELECT to_regclass('schema_migration') IS NOT NULL AS found`);
  const rows = exists[0]?.found
    ? await db.query<{ name: string; checksum: string | null }>(
        `SELECT name, (to_jsonb(m) ->> 'checksum') AS checksum FROM schema_migration m ORDER BY name`,
      )
    : [];
  const recorded = new Map(rows.map((r) => [r.name, r.checksum]));
  const inFolder = new Set(files.map((f) => f.name));
  return {
    applied: files.filter((f) => recorded.has(f.name)).map((f) => f.name),
    pending: files.filter((f) => !recorded.has(f.name)).map((f) => f.name),
    changed: files.filter((f) => recorded.has(f.name) && recorded.get(f.name) != null && recorded.get(f.name) !== f.checksum).map((f) => f.name),
    unknown: rows.map((r) => r.name).filter((name) => !inFolder.has(name)),
  };
}
