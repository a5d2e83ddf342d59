import type { OutgoingMessage } from '../../../core/messaging/messenger.port.ts';
import { statusNotice } from '../../../core/appointments/status-notification.ts';
import { queueMessage, type OutboxHold } from '../mail/outbox-messenger.ts';
import type { Db } from '../store/db.ts';
import type { ActionTarget } from './lab-action.store.ts';

/** What of a request its customer's notification needs. */
export type NotifiedRequest = Pick<ActionTarget, 'id' | 'patient_name' | 'fulfillment_date' | 'email' | 'phone' | 'is_dnd'>;

/**
 * The messages that tell the customer their request moved on: an e-mail, and an SMS unless they
 * asked not to be disturbed (DND blocks SMS and calls; an e-mail about their own appointment is
 * still sent).
 */
export function statusNotifications(target: NotifiedRequest, statusId: number): OutgoingMessage[] {
  const notice = statusNotice({ id: target.id, patientName: target.patient_name, statusId, fulfillmentDate: target.fulfillment_date });
  const base = { subject: notice.subject, body: notice.body, purpose: 'statusNotification' as const, requestId: target.id, statusId };
  return [
    ...(target.email ? [{ ...base, channel: 'Email' as const, recipient: target.email }] : []),
    ...(target.phone && !target.is_dnd ? [{ ...base, channel: 'SMS' as const, recipient: target.phone }] : []),
  ];
}

/**
 * Queues the customer's notifications in the transaction of the status change (`tx`), so they
 * exist exactly when the change does: a crash after commit loses none (the dispatcher delivers
 * them later) and a rolled-back change sends none. A bulk action's are held until its undo window closes.
 */
export async function queueStatusNotifications(tx: Db, target: NotifiedRequest, statusId: number, at: Date, hold?: OutboxHold): Promise<void> {
  for (const message of statusNotifications(target, statusId)) await queueMessage(tx, message, at, hold);
}
