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

/**
 * Applies every migrations/NNN_*.sql not yet applied, each in its own transaction, in name order.
 * Each transaction holds the schema lock and checks again that its migration is still to apply.
 */
export async function migrate(db: Db): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
    await tx.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migration (name text PRIMARY KEY, applied_on timestamptz NOT NULL DEFAULT now())`);
  });
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migration')).map((r) => r.name));
  const applied: string[] = [];
  for (const name of readdirSync(folder).filter((f) => f.endsWith('.sql')).sort()) {
    if (done.has(name)) continue;
    const sql = readFileSync(join(folder, name), 'utf8');
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
      if ((await tx.query('SELECT 1 FROM schema_migration WHERE name = $1', [name])).length > 0) return false;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migration (name) VALUES ($1)', [name]);
      return true;
    });
    if (ran) applied.push(name);
  }
  return applied;
}
