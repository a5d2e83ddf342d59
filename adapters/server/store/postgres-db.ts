import { createHash } from 'node:crypto';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { Db, ListenHandlers, QueryOptions } from './db.ts';
import { listenOnOwnConnection } from './postgres-listener.ts';

// Timestamps come back as Date, bigint ids as numbers (ids stay far below 2^53 here).
pg.types.setTypeParser(20, (v) => Number(v));

type Runner = { query: pg.Pool['query'] };

/**
 * How many distinct statements each pooled connection keeps prepared. The server's SQL comes in a
 * few hundred shapes at most (values are always parameters); statements past the cap still run,
 * unnamed, so a shape built from data could never fill a connection's memory.
 */
export const PREPARED_PER_CONNECTION = 500;

/**
 * Names statements for PostgreSQL's plan cache: a statement sent by name is parsed and analysed
 * once per connection; its plan is made for each run's values (openPostgresDb, bench/README.md).
 * The name is a digest of the SQL text, so one text always has one name on every connection.
 * Statements are admitted first come until the cap, the same set on every connection.
 */
export class StatementNames {
  private readonly names = new Map<string, string>();
  constructor(private readonly cap = PREPARED_PER_CONNECTION) {}

  /** The statement's name, or undefined when the cap is reached and it runs unnamed. */
  nameOf(sql: string): string | undefined {
    const known = this.names.get(sql);
    if (known !== undefined || this.names.size >= this.cap) return known;
    const name = `s_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
    this.names.set(sql, name);
    return name;
  }

  get size(): number {
    return this.names.size;
  }
}

/**
 * `$n` placeholders of a statement replaced by its values as quoted literals, for COPY, which
 * takes no bind parameters. Each value is first turned into its text (arrays as `{...}` with
 * every element quoted, dates as ISO instants), then quoted by pg's own `escapeLiteral`; an
 * untyped literal is read by PostgreSQL as an unknown-typed parameter would be. The text is
 * scanned once, so a value that itself holds `$1` is never replaced again.
 */
export function inlineParams(sql: string, params: readonly unknown[]): string {
  return sql.replace(/\$(\d+)/g, (placeholder, n: string) => {
    const index = Number(n) - 1;
    if (index >= params.length) throw new Error(`no value for ${placeholder}`);
    const value = params[index];
    return value === null || value === undefined ? 'NULL' : pg.escapeLiteral(literalText(value));
  });
}

/** A value as PostgreSQL reads it in a literal: arrays in array syntax, each element double-quoted. */
function literalText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) {
    const element = (e: unknown) => (e === null || e === undefined ? 'NULL' : `"${literalText(e).replace(/["\\]/g, (c) => `\\${c}`)}"`);
    return `{${value.map(element).join(',')}}`;
  }
  return String(value);
}

/**
 * COPY (select) TO STDOUT on a dedicated pooled client, yielding the raw data as it arrives. A
 * read that ends early drops its client (the server ends the COPY when the socket closes) rather
 * than returning a connection still in the middle of one to the pool.
 */
async function* pooledCopy(pool: pg.Pool, select: string, params: readonly unknown[]): AsyncGenerator<Buffer> {
  const client = await pool.connect();
  let done = false;
  const stream = client.query(copyTo(`COPY (${inlineParams(select, params)}) TO STDOUT`));
  try {
    for await (const chunk of stream) yield chunk as Buffer;
    done = true;
  } finally {
    if (!done) stream.destroy();
    client.release(done ? undefined : true);
  }
}

/** The pools of a server: statements planned per run, and those whose plan is reused. */
interface Pools {
  custom: pg.Pool;
  reused: pg.Pool;
  /** Where a listening connection of its own connects. */
  connectionString: string;
}

function wrap(runner: Runner, pools: Pools, names: StatementNames, inTransaction: boolean): Db {
  return {
    engine: 'postgres',
    async query<T>(sql: string, params: readonly unknown[] = [], options: QueryOptions = {}) {
      // Without parameters pg uses the simple protocol, which allows several statements in one text.
      const name = params.length > 0 ? names.nameOf(sql) : undefined;
      const on = options.reusePlan && !inTransaction ? pools.reused : runner;
      const result = await on.query(name ? { name, text: sql, values: params as unknown[] } : { text: sql, values: params as unknown[] });
      return result.rows as T[];
    },
    async exec(sql: string) {
      await runner.query(sql);
    },
    async transaction<T>(work: (tx: Db) => Promise<T>) {
      if (inTransaction) return work(wrap(runner, pools, names, true));
      const client = await pools.custom.connect();
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client, pools, names, true));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    copyOut(select: string, params: readonly unknown[]): AsyncIterable<Buffer> {
      if (inTransaction) throw new Error('an export streams on a connection of its own, not inside a transaction');
      return pooledCopy(pools.custom, select, params);
    },
    yieldTurn: async () => {},
    listen: (channel: string, handlers: ListenHandlers) => listenOnOwnConnection(pools.connectionString, channel, handlers),
    close: async () => {
      await Promise.all([pools.custom.end(), pools.reused.end()]);
    },
    poolStats: () => ({
      total: pools.custom.totalCount + pools.reused.totalCount,
      idle: pools.custom.idleCount + pools.reused.idleCount,
      waiting: pools.custom.waitingCount + pools.reused.waitingCount,
    }),
  };
}

/**
 * A pool on a PostgreSQL server, opening each connection with the given plan cache mode. An idle
 * client the server drops (restart, admin termination, a test dropping its database) is
 * re-emitted by the pool as 'error'; unheard, that would crash the process. The pool already
 * discards the client and opens a new one on the next query, so there is nothing else to do.
 */
function poolOf(connectionString: string, max: number, planCacheMode: 'force_custom_plan' | 'force_generic_plan'): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, options: `-c plan_cache_mode=${planCacheMode}` });
  pool.on('error', () => {});
  return pool;
}

/**
 * Two pools on a PostgreSQL server. Named statements keep their parse and analysis on each
 * connection. On the first pool every run still gets a plan for its own values: after five runs
 * PostgreSQL may switch a statement to a generic plan, and for most lists (provider arrays, date
 * windows) those were several times slower (the list endpoint served 89 calls/s at one connection
 * with them and 382 without: bench/README.md, custom plans). Planning each run then cost more than
 * running a lab tab's statements, whose generic plans are as good as their custom ones; those
 * (QueryOptions.reusePlan) go to the second pool, which plans each statement once.
 */
export async function openPostgresDb(connectionString: string, max = 10, preparedPerConnection = PREPARED_PER_CONNECTION): Promise<Db> {
  const pools = { custom: poolOf(connectionString, max, 'force_custom_plan'), reused: poolOf(connectionString, max, 'force_generic_plan'), connectionString };
  await pools.custom.query('SELECT 1');
  return wrap(pools.custom, pools, new StatementNames(preparedPerConnection), false);
}
