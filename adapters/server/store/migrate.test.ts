import { readdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database.ts';
import { openPostgresDb } from './postgres-db.ts';
import { migrate } from './migrate.ts';

const migrations = readdirSync(join(dirname(fileURLToPath(import.meta.url)), 'migrations')).filter((f) => f.endsWith('.sql'));

describe.runIf(Boolean(process.env.DATABASE_URL_TEST))('instances started together on one empty PostgreSQL database', () => {
  it('apply every migration exactly once between them, and both start', async () => {
    const database = await createTestDatabase();
    const dbs = await Promise.all([openPostgresDb(database.url), openPostgresDb(database.url), openPostgresDb(database.url)]);
    try {
      const applied = await Promise.all(dbs.map((db) => migrate(db)));
      expect(applied.flat().sort()).toEqual([...migrations].sort());
      const rows = await dbs[0].query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migration');
      expect(rows[0].n).toBe(migrations.length);
    } finally {
      await Promise.all(dbs.map((db) => db.close()));
      await database.drop();
    }
  }, 60_000);
});
