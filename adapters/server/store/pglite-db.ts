import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, ListenHandlers } from './db.ts';
import { PgliteNamedStatements } from './pglite-named.ts';

type Queryable = Pick<PGlite, 'query' | 'exec'> | Transaction;

function wrap(target: Queryable, root: PGlite, named: PgliteNamedStatements): Db {
  return {
    engine: 'pglite',
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const rows = await named.query<T>(sql, params, target !== root);
      return rows ?? (await target.query<T>(sql, params as unknown[])).rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
    async transaction<T>(work: (tx: Db) => Promise<T>) {
      // PGlite runs one statement at a time; a nested call joins the transaction already open.
      if (target !== root) return work(wrap(target, root, named));
      return root.transaction((tx) => work(wrap(tx, root, named)));
    },
    yieldTurn: () => new Promise<void>((resolve) => setImmediate(resolve)),
    // One process, one database: PGlite delivers its own NOTIFY to its listeners after commit.
    async listen(channel: string, handlers: ListenHandlers) {
      const stop = await root.listen(channel, handlers.message);
      return () => stop();
    },
    close: () => root.close(),
  };
}

/** An embedded PostgreSQL in `dataDir`, or in memory when no folder is given. */
export async function openPgliteDb(dataDir?: string): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir ? { dataDir, extensions: { pg_trgm } } : { extensions: { pg_trgm } });
  return wrap(db, db, new PgliteNamedStatements(db));
}
