import { isKnownRecipient, resendRecipient, UNKNOWN_RECIPIENT } from '../../../core/history/resend.ts';
import { resendLimitReached, type ResendChoice } from '../../../core/history/resend-recipients.ts';
import { HistoryText } from '../../../core/history/timeline.ts';
import { MessagePurpose } from '../../../core/messaging/messenger.port.ts';
import { rowContactView } from '../store/row-contact-view.ts';
import { operation } from '../http/operation.ts';
import { badRequest, errorBody, notFound } from '../http/api-error.ts';
import type { Db } from '../store/db.ts';
import type { RequestRow } from '../requests/request-row.ts';
import { loggableError } from '../loggable-error.ts';
import { findMessage, type OutboxRow } from './outbox-message.ts';
import { requestInScope } from './request-scope.ts';
import { takeResendSlot } from './resend-limit.ts';
import { resendChoicesOf } from './resend-recipients.ts';

/** A message of a request the caller may see, to be resent; 404 alike for another's and for none. */
async function messageToResend(db: Db, row: RequestRow, messageId: number): Promise<OutboxRow> {
  const original = await findMessage(db, messageId, row.id);
  if (!original) throw notFound('No message of this request found to resend');
  return original;
}

/**
 * POST insurance/resendRecipients: whom a message of a request may be resent to (core's
 * resendChoices), for a caller who may see the request. Each contact reads as the request's
 * contact view shows it, so a do-not-disturb customer's reach the browser masked; the person picks
 * an entry by its id and resendMailSMS resolves the id on the server.
 */
export const resendRecipientsOp = operation('resendRecipients', {
  async handle({ body, auth, deps }) {
    const row = await requestInScope(deps.db, auth, body.requestId);
    const original = await messageToResend(deps.db, row, body.emailAuditLogId);
    const view = rowContactView(row);
    const choices = await resendChoicesOf(deps.db, row, original.channel);
    return {
      isSuccess: true,
      recipients: choices.map((c) => ({
        recipientId: c.id,
        display: original.channel === 'Email' ? view.email(c.recipient) : view.phone(c.recipient),
        source: c.source,
      })),
    };
  },
});

/**
 * The recipient of a resend: the offered entry a recipientId names, or a typed address or number
 * (the spec's emailAddress / mobile) that matches an offered entry. Anything else is refused with
 * the reason, naming the field, so the dialog can show why.
 */
function chosenRecipient(channel: string, input: { recipientId?: string; emailAddress?: string; mobile?: string }, choices: ResendChoice[]): string {
  if (input.recipientId !== undefined) {
    const choice = choices.find((c) => c.id === input.recipientId);
    if (!choice) throw badRequest(`body/recipientId: ${UNKNOWN_RECIPIENT}`);
    return choice.recipient;
  }
  const target = resendRecipient(channel, input);
  if (!target.ok) throw badRequest(`body/${target.field}: ${target.message}`);
  if (!isKnownRecipient(target.recipient, choices.map((c) => c.recipient))) {
    throw badRequest(`body/${channel === 'Email' ? 'emailAddress' : 'mobile'}: ${UNKNOWN_RECIPIENT}`);
  }
  return target.recipient;
}

/**
 * POST insurance/resendMailSMS: sends a past message of a request again, through the messenger,
 * to one of the recipients resendRecipients offers (never a relay to any address), at most
 * RESEND_LIMIT times an hour per request (then 429 with the limit and the minutes to wait, and
 * Retry-After). It is recorded with purpose 'resend' and so appears in the communication history;
 * a failed send answers 'Unable to send'.
 */
export const resendMailSmsOp = operation('resendMailSms', {
  async handle({ body, auth, deps, reply }) {
    const input = body as { requestId: number; emailAuditLogId: number; statusId: number; emailAddress?: string; mobile?: string; recipientId?: string };
    const row = await requestInScope(deps.db, auth, input.requestId);
    const original = await messageToResend(deps.db, row, input.emailAuditLogId);
    const recipient = chosenRecipient(original.channel, input, await resendChoicesOf(deps.db, row, original.channel));
    const slot = await takeResendSlot(deps.db, row.id, deps.clock.now());
    if (!slot.ok) {
      const minutes = Math.ceil(slot.retryAfterSeconds / 60);
      return reply.status(429).header('retry-after', String(slot.retryAfterSeconds)).send(errorBody(resendLimitReached(minutes)));
    }
    try {
      const sent = await deps.messenger.send({
        channel: original.channel,
        recipient,
        subject: original.subject,
        body: original.body,
        purpose: MessagePurpose.resend,
        requestId: row.id,
        statusId: original.status_id ?? input.statusId,
      });
      return sent.isDelivered ? { isSuccess: true, errorMessage: null } : { isSuccess: false, errorMessage: HistoryText.unableToSend };
    } catch (error) {
      deps.log.error({ err: loggableError(error), requestId: row.id }, 'resend failed');
      return { isSuccess: false, errorMessage: HistoryText.unableToSend };
    }
  },
});
