import { MessagePurpose, type Channel } from '../../../core/messaging/messenger.port.ts';
import type { Db } from '../store/db.ts';

/** Purposes that belong to a request's communication history; codes and reset links never do. */
export const HISTORY_PURPOSES = [MessagePurpose.statusNotification, MessagePurpose.resend];

/** One recorded message, as the communication history and resend read it. */
export interface OutboxRow {
  id: number;
  channel: Channel;
  recipient: string;
  subject: string;
  body: string;
  request_id: number | null;
  esales_case_id: number | null;
  created_on: Date;
  is_delivered: boolean;
  status: string;
  status_id: number | null;
}

export const OUTBOX_COLUMNS = 'id::int AS id, channel, recipient, subject, body, request_id::int AS request_id, esales_case_id::int AS esales_case_id, created_on, is_delivered, status, status_id';

/**
 * One message of a request's history, or undefined when the id is not one. Without a request id,
 * a message sent about an e-sales case counts too (every message naming a case is about it).
 */
export async function findMessage(db: Db, id: number, requestId?: number): Promise<OutboxRow | undefined> {
  const owned = requestId ? 'request_id = $3 AND purpose = ANY($2::text[])' : '((request_id IS NOT NULL AND purpose = ANY($2::text[])) OR esales_case_id IS NOT NULL)';
  const [m] = await db.query<OutboxRow>(
    `SELECT ${OUTBOX_COLUMNS} FROM outbox WHERE id = $1 AND ${owned}`,
    requestId ? [id, HISTORY_PURPOSES, requestId] : [id, HISTORY_PURPOSES],
  );
  return m;
}
