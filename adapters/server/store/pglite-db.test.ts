import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db.ts';
import { openPgliteDb } from './pglite-db.ts';

describe('statements by name on PGlite', () => {
  let db: Db;
  const prepared = async () => (await db.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements ORDER BY statement')).map((r) => r.statement);

  beforeAll(async () => {
    db = await openPgliteDb();
    await db.exec('CREATE TABLE t (id int PRIMARY KEY, at timestamptz, tags text[], doc jsonb)');
  });
  afterAll(() => db.close());

  it('parses a text once and runs it by name after, with the values and types of an unnamed run', async () => {
    const at = new Date('2026-11-23T10:00:00Z');
    await db.query('INSERT INTO t VALUES ($1, $2, $3, $4)', [1, at, ['a', 'b'], { k: 1 }]);
    await db.query('INSERT INTO t VALUES ($1, $2, $3, $4)', [2, null, [], null]);
    expect(await db.query('SELECT * FROM t WHERE id = ANY($1::int[]) ORDER BY id', [[1, 2]])).toEqual([
      { id: 1, at, tags: ['a', 'b'], doc: { k: 1 } },
      { id: 2, at: null, tags: [], doc: null },
    ]);
    expect(await prepared()).toContain('INSERT INTO t VALUES ($1, $2, $3, $4)');
  });

  it('keeps working after a failed statement, and a failure inside a transaction rolls it back', async () => {
    await expect(db.query('INSERT INTO t VALUES ($1)', [1])).rejects.toMatchObject({ code: '23505' });
    expect(await db.query('SELECT count(*)::int AS n FROM t WHERE id > $1', [0])).toEqual([{ n: 2 }]);
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO t (id) VALUES ($1)', [3]);
        await tx.query('INSERT INTO t (id) VALUES ($1)', [1]);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await db.query('SELECT count(*)::int AS n FROM t WHERE id > $1', [0])).toEqual([{ n: 2 }]);
    await db.transaction(async (tx) => tx.query('INSERT INTO t (id) VALUES ($1)', [3]));
    expect(await db.query('SELECT count(*)::int AS n FROM t WHERE id > $1', [0])).toEqual([{ n: 3 }]);
  });

  it('reports a statement that does not parse, and runs the next one', async () => {
    await expect(db.query('SELEC $1', [1])).rejects.toMatchObject({ code: '42601' });
    expect(await db.query('SELECT $1::int AS n', [7])).toEqual([{ n: 7 }]);
  });
});
