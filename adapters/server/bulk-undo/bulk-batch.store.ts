import { UNDO_PERIOD_MS } from '../../../core/bulk/undo-period.ts';
import type { OutboxHold } from '../mail/outbox-messenger.ts';
import type { Db } from '../store/db.ts';

/** A bulk call under way: its batch, and how its customer notices are held meanwhile. */
export interface BulkBatch {
  readonly id: string;
  /** Provisional: a notice waits a full window from its own item; closeBatch moves it to the batch's deadline. */
  hold(now: Date): OutboxHold;
}

/**
 * Opens (or, for a retry with the same Idempotency-Key, reopens) the batch of a bulk call, before
 * its first item, so every applied row can be recorded in that row's own transaction.
 */
export async function openBatch(
  db: Db,
  batch: { id: string; userId: number; idempotencyKey: string | null; services: string; action: string; at: Date },
): Promise<BulkBatch> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO bulk_batch (id, user_id, idempotency_key, services, action, created_on) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id, idempotency_key) DO UPDATE SET services = EXCLUDED.services RETURNING id`,
    [batch.id, batch.userId, batch.idempotencyKey, batch.services, batch.action, batch.at],
  );
  return { id: row.id, hold: (now) => ({ batchId: row.id, notBefore: new Date(now.getTime() + UNDO_PERIOD_MS) }) };
}

/** One applied row of a batch: what it was, and what the action made of it. */
export interface BatchRow {
  requestId: number;
  prevStatusId: number;
  prevRemarks: string | null;
  appliedStatusId: number;
  /** The row's version after the action: an undo finds it unchanged only at this version. */
  appliedVersion: number;
}

/** Records an applied row inside the item's own transaction, so the record exists exactly when the change does. */
export async function recordBatchRow(tx: Db, batchId: string, row: BatchRow): Promise<void> {
  await tx.query(
    `INSERT INTO bulk_batch_row (batch_id, request_id, prev_status_id, prev_remarks, applied_status_id, applied_version)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
    [batchId, row.requestId, row.prevStatusId, row.prevRemarks, row.appliedStatusId, row.appliedVersion],
  );
}

/**
 * Closes a batch as its call answers: the undo window runs to `deadline`, and every notice the
 * batch queued waits until then. A batch that applied nothing is dropped (there is nothing to undo).
 */
export async function closeBatch(db: Db, batchId: string, deadline: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [{ rows }] = await tx.query<{ rows: number }>('SELECT count(*)::int AS rows FROM bulk_batch_row WHERE batch_id = $1', [batchId]);
    if (rows === 0) {
      await tx.query('DELETE FROM bulk_batch WHERE id = $1', [batchId]);
      return false;
    }
    await tx.query('UPDATE bulk_batch SET undo_until = $2 WHERE id = $1', [batchId, deadline]);
    await tx.query(`UPDATE outbox SET next_attempt_on = $2 WHERE bulk_batch_id = $1 AND status = 'Queued'`, [batchId, deadline]);
    return true;
  });
}
