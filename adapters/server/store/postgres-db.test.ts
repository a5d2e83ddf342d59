import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db.ts';
import { inlineParams, openPostgresDb, StatementNames } from './postgres-db.ts';

describe('statement names', () => {
  it('gives one text one name, another text another, and nothing past the cap', () => {
    const names = new StatementNames(2);
    const a = names.nameOf('SELECT $1::int');
    expect(a).toMatch(/^s_[0-9a-f]{24}$/);
    expect(names.nameOf('SELECT $1::int')).toBe(a);
    const b = names.nameOf('SELECT $1::text');
    expect(b).not.toBe(a);
    expect(names.nameOf('SELECT $1::bigint')).toBeUndefined();
    expect(names.nameOf('SELECT $1::int')).toBe(a);
    expect(names.size).toBe(2);
  });

  it('names a text the same way in every process (a digest, not a counter)', () => {
    expect(new StatementNames().nameOf('SELECT $1::int')).toBe(new StatementNames().nameOf('SELECT $1::int'));
  });
});

describe('values written into a COPY statement', () => {
  it('quotes every value, so none can end its literal or be read as a placeholder', () => {
    expect(inlineParams('SELECT $1, $2, $10', ["it's", "x'); DROP TABLE t; --", 3, 4, 5, 6, 7, 8, 9, '$1'])).toBe(
      "SELECT 'it''s', 'x''); DROP TABLE t; --', '$1'",
    );
    expect(inlineParams('SELECT $1::int[], $2::text[], $3, $4', [[1, 2], ['a"b', 'c\\d', null], new Date('2026-11-22T06:30:00Z'), null])).toBe(
      `SELECT '{"1","2"}'::int[],  E'{"a\\\\"b","c\\\\\\\\d",NULL}'::text[], '2026-11-22T06:30:00.000Z', NULL`,
    );
    expect(() => inlineParams('SELECT $2', [1])).toThrow('no value for $2');
  });
});

// One pooled connection, so the session whose prepared statements are read is the one that ran them.
describe.runIf(Boolean(process.env.DATABASE_URL_TEST))('prepared statements on PostgreSQL', () => {
  let db: Db;
  const prepared = async () =>
    (await db.query<{ name: string; statement: string }>('SELECT name, statement FROM pg_prepared_statements ORDER BY statement')).map((r) => r.statement);

  beforeAll(async () => {
    db = await openPostgresDb(process.env.DATABASE_URL_TEST!, 1, 2);
  });
  afterAll(() => db.close());

  it('prepares a statement with parameters once per connection and runs it by name after', async () => {
    expect(await db.query('SELECT $1::int + 1 AS n', [1])).toEqual([{ n: 2 }]);
    expect(await db.query('SELECT $1::int + 1 AS n', [41])).toEqual([{ n: 42 }]);
    expect(await prepared()).toEqual(['SELECT $1::int + 1 AS n']);
  });

  it('runs statements past the cap unnamed, and statements without parameters by the simple protocol', async () => {
    expect(await db.query('SELECT $1::text AS t', ['a'])).toEqual([{ t: 'a' }]);
    expect(await db.query('SELECT $1::int * 2 AS n', [4])).toEqual([{ n: 8 }]);
    expect(await db.query('SELECT $1::int * 2 AS n', [5])).toEqual([{ n: 10 }]);
    // Several statements in one text only work unprepared: prepared, this would throw.
    await db.query('SELECT 1 AS a; SELECT 2 AS b');
    expect(await prepared()).toEqual(['SELECT $1::int + 1 AS n', 'SELECT $1::text AS t']);
  });

  it('prepares inside a transaction on the same terms', async () => {
    const rows = await db.transaction((tx) => tx.query<{ n: number }>('SELECT $1::int + 1 AS n', [9]));
    expect(rows).toEqual([{ n: 10 }]);
  });

  it('plans a statement marked reusePlan once, every other statement for its values, and a transaction per run', async () => {
    const mode = `SELECT current_setting('plan_cache_mode') AS mode WHERE $1::int = 1`;
    expect(await db.query(mode, [1], { reusePlan: true })).toEqual([{ mode: 'force_generic_plan' }]);
    expect(await db.query(mode, [1])).toEqual([{ mode: 'force_custom_plan' }]);
    expect(await db.transaction((tx) => tx.query(mode, [1], { reusePlan: true }))).toEqual([{ mode: 'force_custom_plan' }]);
  });
});
