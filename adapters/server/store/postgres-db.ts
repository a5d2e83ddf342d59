import pg from 'pg';
import type { Db } from './db.ts';

// Timestamps come back as Date, bigint ids as numbers (ids stay far below 2^53 here).
pg.types.setTypeParser(20, (v) => Number(v));

type Runner = { query: pg.Pool['query'] };

function wrap(runner: Runner, pool: pg.Pool, inTransaction: boolean): Db {
  return {
    engine: 'postgres',
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await runner.query(sql, params as unknown[]);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await runner.query(sql);
    },
    async transaction<T>(work: (tx: Db) => Promise<T>) {
      if (inTransaction) return work(wrap(runner, pool, true));
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client, pool, true));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** A pool on a PostgreSQL server. */
export async function openPostgresDb(connectionString: string, max = 10): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client the server drops (restart, admin termination, a test dropping its database)
  // is re-emitted by the pool as 'error'; unheard, that would crash the process. The pool already
  // discards the client and opens a new one on the next query, so there is nothing else to do.
  pool.on('error', () => {});
  await pool.query('SELECT 1');
  return wrap(pool, pool, false);
}
