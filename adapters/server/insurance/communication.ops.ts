import { communicationType } from '../../../core/history/communication-counts.ts';
import { isKnownRecipient, resendRecipient, UNKNOWN_RECIPIENT } from '../../../core/history/resend.ts';
import { HistoryText, timelineStatusText } from '../../../core/history/timeline.ts';
import { MessagePurpose, type Channel } from '../../../core/messaging/messenger.port.ts';
import type { HistoryViewer } from '../../../core/history/report-visibility.ts';
import { customerNumbers, type ContactView } from '../../../core/privacy/contact-view.ts';
import { rowContactView } from '../store/row-contact-view.ts';
import { operation } from '../http/operation.ts';
import { badRequest, errorBody, notFound } from '../http/api-error.ts';
import type { Db } from '../store/db.ts';
import { notInScope, requestInScope, viewerOf } from './request-scope.ts';
import type { RequestRow } from '../requests/request-row.ts';
import { takeResendSlot } from './resend-limit.ts';
import { loggableError } from '../loggable-error.ts';
import { caseContactView, caseInScope } from './esales-case.ts';

/** Purposes that belong to a request's communication history; codes and reset links never do. */
const HISTORY_PURPOSES = [MessagePurpose.statusNotification, MessagePurpose.resend];

interface OutboxRow {
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

const OUTBOX_COLUMNS = 'id::int AS id, channel, recipient, subject, body, request_id::int AS request_id, esales_case_id::int AS esales_case_id, created_on, is_delivered, status, status_id';

/**
 * One message as the history lists it. The recipient is an address or a number of the customer (or
 * one typed into the resend dialog), so it reads as the request's contact view shows a contact.
 */
function toCommunicationDetail(m: OutboxRow, viewer: HistoryViewer, view: ContactView) {
  return {
    id: m.id,
    communicationSentDate: new Date(m.created_on).toISOString(),
    isDelivered: m.is_delivered,
    currentStatus: m.status,
    communicationTypeValue: communicationType(m.channel),
    reciever: m.channel === 'Email' ? view.email(m.recipient) : view.phone(m.recipient),
    body: m.channel === 'Email' ? null : view.text(m.body),
    messageId: String(m.id),
    status: m.status_id === null ? null : timelineStatusText(m.status_id, viewer),
    statusId: m.status_id,
  };
}

/**
 * One message of a request's history, or undefined when the id is not one. Without a request id,
 * a message sent about an e-sales case counts too (every message naming a case is about it).
 */
async function findMessage(db: Db, id: number, requestId?: number): Promise<OutboxRow | undefined> {
  const owned = requestId ? 'request_id = $3 AND purpose = ANY($2::text[])' : '((request_id IS NOT NULL AND purpose = ANY($2::text[])) OR esales_case_id IS NOT NULL)';
  const [m] = await db.query<OutboxRow>(
    `SELECT ${OUTBOX_COLUMNS} FROM outbox WHERE id = $1 AND ${owned}`,
    requestId ? [id, HISTORY_PURPOSES, requestId] : [id, HISTORY_PURPOSES],
  );
  return m;
}

/**
 * POST insurance/communicationHistory: what was actually sent about a request (the outbox), newest
 * first, for a caller who may see the request; with moduleName Esales, what was sent about an
 * e-sales case of the caller's insurer (outbox rows naming the case).
 */
export const communicationHistoryOp = operation('communicationHistory', {
  async handle({ body, auth, deps }) {
    const { moduleName, requestId } = body as { moduleName: 'Request' | 'Esales'; requestId: number };
    const viewer = viewerOf(auth);
    if (moduleName === 'Esales') {
      const esale = await caseInScope(deps.db, auth, requestId);
      const sent = await deps.db.query<OutboxRow>(
        `SELECT ${OUTBOX_COLUMNS} FROM outbox WHERE esales_case_id = $1 ORDER BY created_on DESC, id DESC`,
        [esale.id],
      );
      const caseView = caseContactView(esale);
      return { isSuccess: true, communicationDetails: sent.map((m) => toCommunicationDetail(m, viewer, caseView)) };
    }
    const row = await requestInScope(deps.db, auth, requestId);
    const messages = await deps.db.query<OutboxRow>(
      `SELECT ${OUTBOX_COLUMNS} FROM outbox WHERE request_id = $1 AND purpose = ANY($2::text[]) ORDER BY created_on DESC, id DESC`,
      [row.id, HISTORY_PURPOSES],
    );
    const view = rowContactView(row);
    return { isSuccess: true, communicationDetails: messages.map((m) => toCommunicationDetail(m, viewer, view)) };
  },
});

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * GET insurance/getDownloadEmail/v1?id={messageId}: the body of one sent message as an HTML page,
 * only for a message of a request the caller may see, its text as the request's contact view shows it.
 */
export const getDownloadEmailOp = operation('getDownloadEmail', {
  async handle({ query, auth, deps, reply }) {
    const id = String(query.id);
    const message = /^[0-9]{1,15}$/.test(id) ? await findMessage(deps.db, Number(id)) : undefined;
    if (!message) throw notInScope('message');
    const view =
      message.request_id === null
        ? caseContactView(await caseInScope(deps.db, auth, message.esales_case_id ?? 0, 'message'))
        : rowContactView(await requestInScope(deps.db, auth, message.request_id, 'message'));
    const [subject, text] = [view.text(message.subject), view.text(message.body)];
    reply.type('text/html; charset=utf-8');
    // Line breaks as <br>, not a styled <pre>: the page opens under the portal's CSP, which refuses inline styles.
    return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body><h1>${escapeHtml(subject)}</h1><p>${escapeHtml(text).replace(/\r?\n/g, '<br>')}</p></body></html>`;
  },
});

/** Every contact a resend of this request may go to: the customer's own, and any a message of it already went to. */
async function knownContacts(db: Db, row: RequestRow): Promise<string[]> {
  const sent = await db.query<{ recipient: string }>(
    'SELECT DISTINCT recipient FROM outbox WHERE request_id = $1 AND purpose = ANY($2::text[])',
    [row.id, HISTORY_PURPOSES],
  );
  return [row.email, ...customerNumbers(row), ...sent.map((m) => m.recipient)].filter((c) => c.trim() !== '');
}

/**
 * POST insurance/resendMailSMS: sends a past message of a request again, through the messenger,
 * to the e-mail address or mobile number given for its channel, which must be one of the request's
 * own contacts (never a relay to any address), at most RESEND_LIMIT times an hour per request
 * (then 429 'Unable to send' with Retry-After). It is recorded with purpose 'resend' and so appears
 * in the communication history; a failed send answers 'Unable to send'.
 */
export const resendMailSmsOp = operation('resendMailSms', {
  async handle({ body, auth, deps, reply }) {
    const input = body as { requestId: number; emailAuditLogId: number; statusId: number; emailAddress?: string; mobile?: string };
    const row = await requestInScope(deps.db, auth, input.requestId);
    const original = await findMessage(deps.db, input.emailAuditLogId, row.id);
    if (!original) throw notFound('No message of this request found to resend');
    const target = resendRecipient(original.channel, input);
    if (!target.ok) throw badRequest(`body/${target.field}: ${target.message}`);
    if (!isKnownRecipient(target.recipient, await knownContacts(deps.db, row))) {
      throw badRequest(`body/${original.channel === 'Email' ? 'emailAddress' : 'mobile'}: ${UNKNOWN_RECIPIENT}`);
    }
    const slot = await takeResendSlot(deps.db, row.id, deps.clock.now());
    if (!slot.ok) return reply.status(429).header('retry-after', String(slot.retryAfterSeconds)).send(errorBody(HistoryText.unableToSend));
    try {
      const sent = await deps.messenger.send({
        channel: original.channel,
        recipient: target.recipient,
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
