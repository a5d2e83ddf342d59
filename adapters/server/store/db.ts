/**
 * The one database interface the server uses, with two engines behind it: PGlite (embedded,
 * the default) and PostgreSQL (when DATABASE_URL is set). Both run the same SQL text.
 */
/** How a statement is run, where that differs by statement. */
export interface QueryOptions {
  /**
   * The statement has one good plan whatever its values (every term an index equality or range on
   * the same index, as a lab tab's branches and counts are), so PostgreSQL may plan it once per
   * connection and reuse the plan. Every other statement is planned for its own values on each
   * run (postgres-db.ts). Inside a transaction, and on PGlite, it changes nothing.
   */
  reusePlan?: boolean;
}

/** What a listener does with a notification's payload, and after a lost connection is back. */
export interface ListenHandlers {
  message(payload: string): void;
  resumed?(): void;
}

export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations, seeds). */
  exec(sql: string): Promise<void>;
  /** Runs `work` in one transaction; a throw rolls back everything it wrote. */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * Streams one SELECT as `COPY (...) TO STDOUT` in COPY's text format (a row a line, tab between
   * fields, `\N` for null, backslash escapes): PostgreSQL sends the rows as fast as the reader
   * takes them, with no per-row protocol or row objects (bench/README.md, exports). COPY takes no
   * bind parameters, so `params` are written into the text as quoted literals. The read holds a
   * pooled connection until it ends; stopping early (`break`, a throw, `return()`) drops that
   * connection, which ends the COPY. PostgreSQL only: callers fall back to ordinary queries on PGlite.
   */
  copyOut?(select: string, params: readonly unknown[]): AsyncIterable<Buffer>;
  /**
   * Lets the rest of the server in between two steps of a long job (the items of a bulk). PGlite
   * runs each statement synchronously inside the event loop, so a loop of statements would keep
   * every other request (even its arrival) waiting until the loop ends; this waits for the next
   * turn of the event loop. PostgreSQL's pool already lets others in at every round trip.
   */
  yieldTurn(): Promise<void>;
  /**
   * Hears NOTIFY on `channel` until the returned stop is called: on PostgreSQL on one dedicated
   * connection (not a pooled one, which would stop hearing once returned to the pool), reopened
   * after it drops; on PGlite in process. Notifications sent while a dropped connection was being
   * reopened are lost, so `resumed` is called once it listens again, for the caller to catch up.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** Connections of the pool: open, idle, and callers waiting for one (PostgreSQL; PGlite has no pool). */
  poolStats?(): PoolStats;
  readonly engine: 'pglite' | 'postgres';
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}
