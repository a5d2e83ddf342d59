import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../store/db.ts';

type Hits = { current: number; ttl: number };
type Done = (error: Error | null, result?: Hits) => void;

/**
 * One call counted in its key's window (035_rate_limit.sql): a new key or an ended window starts
 * at 1 for `timeWindow` ms, otherwise the count goes up. One statement, so calls of every instance
 * at once count one after another on the key's row; the database's clock, so instances agree.
 */
const COUNT = `
  INSERT INTO rate_limit_hit AS r (key, hits, resets_on) VALUES ($1, 1, now() + make_interval(secs => $2::float8 / 1000))
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN r.resets_on <= now() THEN 1 ELSE r.hits + 1 END,
    resets_on = CASE WHEN r.resets_on <= now() THEN EXCLUDED.resets_on ELSE r.resets_on END
  RETURNING hits, greatest(0, ceil(extract(epoch FROM r.resets_on - now()) * 1000))::int AS ttl`;

const READ = `SELECT hits, greatest(0, ceil(extract(epoch FROM resets_on - now()) * 1000))::int AS ttl FROM rate_limit_hit WHERE key = $1 AND resets_on > now()`;

/**
 * The store of @fastify/rate-limit kept in the database every instance shares, as the sign-in and
 * resend counts are: a limit holds across instances behind the balancer and across restarts.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  const run = (sql: string, params: unknown[], done: Done) =>
    db.query<{ hits: number; ttl: number }>(sql, params, { reusePlan: true }).then(
      ([row]) => done(null, { current: row?.hits ?? 0, ttl: row?.ttl ?? 0 }),
      (error: Error) => done(error),
    );
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, done: Done, timeWindow: number): void {
      void run(COUNT, [key, timeWindow], done);
    }

    /** The count without a call added (the plugin's `increment: false`). */
    read(key: string, done: Done): void {
      void run(READ, [key], done);
    }

    child(): FastifyRateLimitStore {
      return new DatabaseRateLimitStore();
    }
  }
  return DatabaseRateLimitStore;
}

/** Drops windows that have ended, so keys of passing addresses do not pile up. */
export async function pruneRateLimits(db: Db): Promise<void> {
  await db.query('DELETE FROM rate_limit_hit WHERE resets_on < now()');
}
