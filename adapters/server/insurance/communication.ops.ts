import { communicationType } from '../../../core/history/communication-counts.ts';
import { timelineStatusText } from '../../../core/history/timeline.ts';
import type { HistoryViewer } from '../../../core/history/report-visibility.ts';
import type { ContactView } from '../../../core/privacy/contact-view.ts';
import { rowContactView } from '../store/row-contact-view.ts';
import { operation } from '../http/operation.ts';
import { notInScope, requestInScope, viewerOf } from './request-scope.ts';
import { caseContactView, caseInScope } from './esales-case.ts';
import { findMessage, HISTORY_PURPOSES, OUTBOX_COLUMNS, type OutboxRow } from './outbox-message.ts';

/**
 * One message as the history lists it. The recipient is an address or a number of the customer
 * (or of an earlier recipient), so it reads as the request's contact view shows a contact.
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
