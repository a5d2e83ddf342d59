import type { MessengerPort } from '../../../core/messaging/messenger.port.ts';
import { statusNotice } from '../../../core/appointments/status-notification.ts';
import type { ActionTarget } from './lab-action.store.ts';

/**
 * Tells the customer their request moved on: an e-mail, and an SMS unless they asked not to be
 * disturbed (DND blocks SMS and calls; an e-mail about their own appointment is still sent).
 * Called only after the change committed — never inside the transaction, where a messenger that
 * records to the database would wait on the open transaction (PGlite) — and a failed message
 * never undoes the change.
 */
export async function notifyCustomer(
  messenger: MessengerPort,
  log: { error(obj: object, msg: string): void },
  target: ActionTarget,
  statusId: number,
): Promise<void> {
  const notice = statusNotice({ id: target.id, patientName: target.patient_name, statusId, fulfillmentDate: target.fulfillment_date });
  const base = { subject: notice.subject, body: notice.body, purpose: 'statusNotification' as const, requestId: target.id, statusId };
  const messages = [
    ...(target.email ? [{ ...base, channel: 'Email' as const, recipient: target.email }] : []),
    ...(target.phone && !target.is_dnd ? [{ ...base, channel: 'SMS' as const, recipient: target.phone }] : []),
  ];
  for (const message of messages) {
    try {
      await messenger.send(message);
    } catch (error) {
      log.error({ err: error, requestId: target.id, channel: message.channel }, 'status notification failed');
    }
  }
}
