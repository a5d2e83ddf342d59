import type { Db } from '../store/db.ts';
import type { RequestChangeRow } from './request-change.ts';

/** How long changes are kept for clients that reconnect: longer than any reconnect takes. */
export const KEEP_CHANGES_MINUTES = 60;
/** The most changes a reconnect is replayed; past this the client is told to reload instead. */
export const REPLAY_LIMIT = 1_000;

/** The changes after `afterId`, oldest first, at most `limit`. */
export function changesAfter(db: Db, afterId: number, limit = REPLAY_LIMIT): Promise<RequestChangeRow[]> {
  return db.query<RequestChangeRow>(
    `SELECT id, request_id, service, provider_id, corporate_id, agent_code, status_id, changed_on
       FROM request_change WHERE id > $1 ORDER BY id LIMIT $2`,
    [afterId, limit],
  );
}

/** The highest id pruned so far: a resume from below it cannot be replayed whole. */
export async function prunedTo(db: Db): Promise<number> {
  const [row] = await db.query<{ pruned_to: number }>('SELECT pruned_to FROM request_change_horizon');
  return Number(row?.pruned_to ?? 0);
}

/** The highest id now in the log (0 for none). */
export async function latestChangeId(db: Db): Promise<number> {
  const [row] = await db.query<{ id: number | null }>('SELECT max(id) AS id FROM request_change');
  return Number(row?.id ?? 0);
}

/**
 * Drops changes older than the keeping time and moves the horizon past them. Any instance may run
 * it at any time: two at once delete disjoint rows or none, and the horizon only moves forward.
 */
export async function pruneChanges(db: Db, keepMinutes = KEEP_CHANGES_MINUTES): Promise<void> {
  await db.query(
    `WITH gone AS (DELETE FROM request_change WHERE changed_on < now() - make_interval(mins => $1) RETURNING id)
     UPDATE request_change_horizon SET pruned_to = greatest(pruned_to, (SELECT max(id) FROM gone))
      WHERE EXISTS (SELECT 1 FROM gone)`,
    [keepMinutes],
  );
}
