import { AuditAction } from '../../../core/audit/audit-action.ts';
import { CREATED_STATUS_ID } from '../../../core/orders/appointment-constants.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { AuthContext } from '../http/auth-context.ts';
import type { Db } from '../store/db.ts';

/** A new request's first history line: created, by whom (Create Appointment and Create Order alike). */
export async function recordRequestCreated(tx: Db, requestId: number, auth: AuthContext, actor: string, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO request_status_history (request_id, status_id, actor_user_id, actor_name, at, remarks) VALUES ($1, $2, $3, $4, $5, 'Created')`,
    [requestId, CREATED_STATUS_ID, auth.userId, actor, now],
  );
}

/** The audit line of a created order, with what the kind of order adds (its case or its affiliate). */
export function auditOrderCreated(tx: Db, auth: AuthContext, now: Date, orderNumber: string | number, details: Record<string, unknown>): Promise<void> {
  return recordAudit(tx, {
    at: now,
    action: AuditAction.AppointmentCreated,
    actorUserId: auth.userId,
    actorName: auth.userName,
    subject: `order:${orderNumber}`,
    details,
  });
}
