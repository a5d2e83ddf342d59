/**
 * The one database interface the server uses, with two engines behind it: PGlite (embedded,
 * the default) and PostgreSQL (when DATABASE_URL is set). Both run the same SQL text.
 */
export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations, seeds). */
  exec(sql: string): Promise<void>;
  /** Runs `work` in one transaction; a throw rolls back everything it wrote. */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly engine: 'pglite' | 'postgres';
}
