import { contactKey, RESEND_LIMIT, resendRecipient } from './resend.ts';

/**
 * A contact a resend could go to, named by an id that says where it came from ('email', 'phone',
 * an additional's key, or 'sent-{message id}' for an earlier recipient), never by the contact: the
 * browser of a do-not-disturb customer only ever sees the contact masked, so it picks by id and
 * the server resolves the id back to the contact.
 */
export interface RecipientCandidate {
  readonly id: string;
  readonly contact: string | null | undefined;
}

/** A recipient the resend of a message may go to: its id, the address or number it is sent to, and whose it is. */
export interface ResendChoice {
  readonly id: string;
  readonly recipient: string;
  /** The customer's own contact, or one an earlier message of the request went to. */
  readonly source: 'customer' | 'earlier';
}

/** What a recipient id sent by a browser may look like (the contract's pattern for recipientId). */
export const RECIPIENT_ID = /^[A-Za-z0-9-]{1,40}$/;

/** The id of an earlier recipient: the first message of the request that went to it. */
export const earlierRecipientId = (messageId: number) => `sent-${messageId}`;

/**
 * The recipients a message of a request may be resent to, in the order offered: the customer's own
 * contacts first, then the ones earlier messages went to; only those the message's channel takes
 * (e-mail addresses for e-mails, ten-digit mobiles for SMS and WhatsApp, a stored '+91 …' number
 * read by its last ten digits), each contact once however it is spelt. This is the whole rule: the
 * dialog offers this list and the server sends only to an entry of it.
 */
export function resendChoices(channel: string, own: readonly RecipientCandidate[], earlier: readonly RecipientCandidate[]): ResendChoice[] {
  const seen = new Set<string>();
  const choices: ResendChoice[] = [];
  const candidates = [...own.map((c) => ({ ...c, source: 'customer' as const })), ...earlier.map((c) => ({ ...c, source: 'earlier' as const }))];
  for (const { id, contact, source } of candidates) {
    if (!contact || contact.trim() === '') continue;
    const value = channel === 'Email' ? contact.trim() : contactKey(contact);
    const check = resendRecipient(channel, { emailAddress: value, mobile: value });
    if (!check.ok || seen.has(contactKey(check.recipient))) continue;
    seen.add(contactKey(check.recipient));
    choices.push({ id, recipient: check.recipient, source });
  }
  return choices;
}

/**
 * Why a resend was refused after the request's limit was reached (RESEND_LIMIT), with the minutes
 * until the next one is free, so the person knows it is not the recipient and when to try again.
 */
export const resendLimitReached = (minutes: number) =>
  `Resend limit reached: at most ${RESEND_LIMIT.perRequest} resends of a request an hour. Try again in ${minutes} min`;
