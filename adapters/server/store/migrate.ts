import { readdirSync, readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.ts';

const folder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Applies every migrations/NNN_*.sql not yet applied, each in its own transaction, in name order. */
export async function migrate(db: Db): Promise<string[]> {
  await db.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await db.query(`CREATE TABLE IF NOT EXISTS schema_migration (name text PRIMARY KEY, applied_on timestamptz NOT NULL DEFAULT now())`);
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migration')).map((r) => r.name));
  const applied: string[] = [];
  for (const name of readdirSync(folder).filter((f) => f.endsWith('.sql')).sort()) {
    if (done.has(name)) continue;
    const sql = readFileSync(join(folder, name), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migration (name) VALUES ($1)', [name]);
    });
    applied.push(name);
  }
  return applied;
}
