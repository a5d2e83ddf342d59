import type { Db } from '../store/db.ts';

/** The same database, with the time of every statement handed to `observe` (seconds). */
export function timedDb(db: Db, observe: (seconds: number) => void): Db {
  const timed = <T>(run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    return run().finally(() => observe((performance.now() - started) / 1000));
  };
  return {
    engine: db.engine,
    query: (sql, params, options) => timed(() => db.query(sql, params, options)),
    exec: (sql) => timed(() => db.exec(sql)),
    transaction: (work) => db.transaction((tx) => work(timedDb(tx, observe))),
    copyOut: db.copyOut ? (select, params) => db.copyOut!(select, params) : undefined,
    yieldTurn: () => db.yieldTurn(),
    listen: (channel, handlers) => db.listen(channel, handlers),
    close: () => db.close(),
    poolStats: db.poolStats ? () => db.poolStats!() : undefined,
  };
}
