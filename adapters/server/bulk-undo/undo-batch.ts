import { AuditAction, type AuditEvent } from '../../../core/audit/audit-action.ts';
import { LAB_ACTION_LABEL, isLabAction } from '../../../core/appointments/lab-actions.ts';
import { OFFLINE_ACTION_LABEL, isOfflineAction } from '../../../core/consults/offline-actions.ts';
import { UndoOutcome, UndoRefusal, undoInTime, undoRemarks } from '../../../core/bulk/undo-period.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { ApiError, conflict, notFound } from '../http/api-error.ts';
import type { Db } from '../store/db.ts';

/** What an undo answers: one result per row the bulk applied. */
export interface UndoAnswer {
  batchId: string;
  results: { requestId: number; outcome: UndoOutcome; statusId: number | null }[];
}

/** Who undoes, and which providers' rows they may still touch. */
export interface Undoer {
  userId: number;
  name: string;
  providerIds: readonly number[];
}

interface BatchHead {
  services: string;
  action: string;
  undo_until: Date | null;
  undo_result: UndoAnswer | null;
}

interface BatchRowStored {
  request_id: number;
  prev_status_id: number;
  prev_remarks: string | null;
  applied_status_id: number;
  applied_version: number;
}

const actionLabel = (services: string, action: string): string =>
  services === 'OFFLINE_CONSULTS' && isOfflineAction(action) ? OFFLINE_ACTION_LABEL[action] : isLabAction(action) ? LAB_ACTION_LABEL[action] : action;

/**
 * Undoes a batch in one transaction: each applied row still as the bulk left it goes back to its
 * previous status and remarks, with a history row and an audit row saying so, and its held
 * customer notices are deleted; a row changed since (its version moved on) stays as it is. The
 * batch row is locked first, so two undos (on any instance) queue and the second answers what the
 * first did. Another user's batch reads as unknown, so ids cannot be probed.
 */
export async function undoBatch(db: Db, batchId: string, who: Undoer, now: Date): Promise<UndoAnswer> {
  return db.transaction(async (tx) => {
    const [batch] = await tx.query<BatchHead>('SELECT services, action, undo_until, undo_result FROM bulk_batch WHERE id = $1 AND user_id = $2 FOR UPDATE', [batchId, who.userId]);
    if (!batch) throw notFound(UndoRefusal.unknown);
    if (batch.undo_result) return batch.undo_result;
    if (!batch.undo_until) throw conflict(UndoRefusal.running);
    if (!undoInTime(new Date(batch.undo_until), now)) throw new ApiError(409, UndoRefusal.closed);
    // The dispatcher claims a due notice with SKIP LOCKED: holding them keeps it off them until this commits.
    await tx.query('SELECT id FROM outbox WHERE bulk_batch_id = $1 FOR UPDATE', [batchId]);
    const rows = await tx.query<BatchRowStored>(
      `SELECT request_id::int AS request_id, prev_status_id, prev_remarks, applied_status_id, applied_version
         FROM bulk_batch_row WHERE batch_id = $1 ORDER BY request_id`,
      [batchId],
    );
    const remarks = undoRemarks(actionLabel(batch.services, batch.action));
    const results: UndoAnswer['results'] = [];
    const audits: AuditEvent[] = [];
    for (const row of rows) {
      const [current] = await tx.query<{ provider_id: number; status_id: number }>('SELECT provider_id, status_id FROM appointment_request WHERE id = $1', [row.request_id]);
      if (!current || !who.providerIds.includes(current.provider_id)) {
        results.push({ requestId: row.request_id, outcome: UndoOutcome.NotVisible, statusId: null });
        continue;
      }
      const reverted = await tx.query(
        `UPDATE appointment_request SET status_id = $2, remarks = $3, version = version + 1, modified_on = $4
          WHERE id = $1 AND version = $5 AND status_id = $6 RETURNING id`,
        [row.request_id, row.prev_status_id, row.prev_remarks, now, row.applied_version, row.applied_status_id],
      );
      if (reverted.length === 0) {
        results.push({ requestId: row.request_id, outcome: UndoOutcome.ChangedMeanwhile, statusId: current.status_id });
        continue;
      }
      await tx.query(
        `INSERT INTO request_status_history (request_id, status_id, actor_user_id, actor_name, at, remarks, feedback, attachments)
         VALUES ($1, $2, $3, $4, $5, $6, NULL, '{}')`,
        [row.request_id, row.prev_status_id, who.userId, who.name, now, remarks],
      );
      await tx.query(`DELETE FROM outbox WHERE bulk_batch_id = $1 AND request_id = $2 AND status = 'Queued'`, [batchId, row.request_id]);
      audits.push({
        at: now,
        action: AuditAction.RequestStatusUndone,
        actorUserId: who.userId,
        actorName: who.name,
        subject: `request:${row.request_id}`,
        details: { fromStatus: row.applied_status_id, toStatus: row.prev_status_id, batch: batchId, undoneAction: batch.action },
      });
      results.push({ requestId: row.request_id, outcome: UndoOutcome.Reverted, statusId: row.prev_status_id });
    }
    const answer: UndoAnswer = { batchId, results };
    await tx.query('UPDATE bulk_batch SET undone_on = $2, undo_result = $3 WHERE id = $1', [batchId, now, JSON.stringify(answer)]);
    // Last, so the audit day's lock is held only to commit.
    for (const event of audits) await recordAudit(tx, event);
    return answer;
  });
}
