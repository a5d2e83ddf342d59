import type { Db } from '../store/db.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { statusChangeEvent } from '../audit/audit-events.ts';

/** What applying an action reads of a request before deciding. */
export interface ActionTarget {
  id: number;
  service: string;
  provider_id: number;
  provider_parent_id: number | null;
  status_id: number;
  version: number;
  contract_id: number;
  test_category: string;
  visit_type: string;
  patient_name: string;
  phone: string;
  email: string;
  is_dnd: boolean;
  fulfillment_date: Date;
  /** What the action replaces; an undo of a bulk action puts it back. */
  remarks: string | null;
}

/** A request as an action sees it, or undefined. */
export async function loadTarget(db: Db, requestId: number): Promise<ActionTarget | undefined> {
  const [row] = await db.query<ActionTarget>(
    `SELECT r.id, r.service, r.provider_id, p.parent_id AS provider_parent_id, r.status_id, r.version, r.contract_id, r.test_category,
            r.visit_type, r.patient_name, r.phone, r.email, r.is_dnd, r.fulfillment_date, r.remarks
       FROM appointment_request r JOIN provider p ON p.id = r.provider_id
      WHERE r.id = $1`,
    [requestId],
  );
  return row;
}

/** Stored files by key, with what decides whether an action may attach them. */
export async function loadFiles(db: Db, keys: string[]): Promise<{ id: string; file_name: string; file_type: string; provider_id: number | null; request_id: number | null }[]> {
  if (keys.length === 0) return [];
  return db.query('SELECT id, file_name, file_type, provider_id, request_id FROM file WHERE id = ANY($1::text[])', [keys]);
}

/** The name history shows for a user: first and last name. */
export async function actorName(db: Db, userId: number): Promise<string> {
  const [row] = await db.query<{ name: string }>(`SELECT trim(first_name || ' ' || last_name) AS name FROM app_user WHERE id = $1`, [userId]);
  return row?.name ?? '';
}

/** One status change as it is written. */
export interface StatusChange {
  requestId: number;
  fromStatus: number;
  fromVersion: number;
  toStatus: number;
  at: Date;
  actorUserId: number;
  actorName: string;
  remarks: string;
  feedback: string | null;
  attachments: { reports?: Record<string, string>; bills?: Record<string, string> };
}

/**
 * Writes a status change in one transaction, or nothing. The UPDATE names the version and status
 * it read, so when two people act on the same request at once exactly one UPDATE matches (on
 * PostgreSQL the second waits for the first's row lock, then finds the version moved on).
 * `alsoWrite` adds what must exist exactly when the change does (queued notifications, the
 * caller's record of the item for a retry) to the same transaction.
 */
export async function writeStatusChange(db: Db, change: StatusChange, alsoWrite?: (tx: Db) => Promise<void>): Promise<'applied' | 'moved-on'> {
  return db.transaction(async (tx) => {
    const updated = await tx.query(
      `UPDATE appointment_request SET status_id = $4, version = version + 1, modified_on = $5, remarks = $6
        WHERE id = $1 AND version = $2 AND status_id = $3 RETURNING id`,
      [change.requestId, change.fromVersion, change.fromStatus, change.toStatus, change.at, change.remarks],
    );
    if (updated.length === 0) return 'moved-on';
    await tx.query(
      `INSERT INTO request_status_history (request_id, status_id, actor_user_id, actor_name, at, remarks, feedback, attachments)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [change.requestId, change.toStatus, change.actorUserId, change.actorName, change.at, change.remarks, change.feedback, JSON.stringify(change.attachments)],
    );
    const keys = [...Object.keys(change.attachments.reports ?? {}), ...Object.keys(change.attachments.bills ?? {})];
    if (keys.length > 0) {
      const attached = await tx.query(
        'UPDATE file SET request_id = $1 WHERE id = ANY($2::text[]) AND (request_id IS NULL OR request_id = $1) RETURNING id',
        [change.requestId, keys],
      );
      // Another request took a file meanwhile: undo everything rather than half-apply.
      if (attached.length !== keys.length) throw new FileTakenError();
    }
    await recordAudit(tx, statusChangeEvent(change));
    await alsoWrite?.(tx);
    return 'applied';
  });
}

/** A file was attached to another request between the check and the write. */
export class FileTakenError extends Error {
  constructor() {
    super('A file was attached to another request meanwhile');
  }
}
