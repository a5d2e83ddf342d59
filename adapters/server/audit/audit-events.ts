import { AuditAction, type AuditEvent } from '../../../core/audit/audit-action.ts';
import type { AuthContext } from '../http/auth-context.ts';
import { actorOf } from './record-audit.ts';

/** What the audit reads of a status change (the lab desk's StatusChange). */
interface StatusChangeFacts {
  requestId: number;
  fromStatus: number;
  toStatus: number;
  at: Date;
  actorUserId: number;
  actorName: string;
  attachments: { reports?: Record<string, string>; bills?: Record<string, string> };
}

/** A request's status change; remarks stay out (free text may hold personal data). */
export function statusChangeEvent(change: StatusChangeFacts): AuditEvent {
  const attachedFiles = Object.keys(change.attachments.reports ?? {}).length + Object.keys(change.attachments.bills ?? {}).length;
  return {
    at: change.at,
    action: AuditAction.RequestStatusChanged,
    actorUserId: change.actorUserId,
    actorName: change.actorName,
    subject: `request:${change.requestId}`,
    details: { fromStatus: change.fromStatus, toStatus: change.toStatus, attachedFiles },
  };
}

/** An export of personal data: who, which call and filter (the body as sent), and how many rows it selects. */
export function exportEvent(auth: AuthContext, at: Date, operationId: string, body: object, rows: { total: number; capped: boolean }): AuditEvent {
  return { at, action: AuditAction.RequestsExported, ...actorOf(auth), subject: operationId, details: { filter: body, rows: rows.total, rowsAtLeast: rows.capped } };
}

/** A zip of stored reports or documents: who, which call and filter, how many files of how many requests. */
export function zipEvent(auth: AuthContext, at: Date, operationId: string, body: object, requestIds: readonly number[], files: number): AuditEvent {
  const requests = new Set(requestIds).size;
  return { at, action: AuditAction.ReportsZipped, ...actorOf(auth), subject: operationId, details: { filter: body, files, requests } };
}
