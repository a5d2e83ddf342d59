import { isEmailLike } from '../shared/validation.ts';

/** A mobile number the resend dialog accepts: ten digits, as the contract's mobile field. */
export const RESEND_MOBILE = /^[0-9]{10}$/;

/** What the resend dialog sends: an e-mail address or a mobile number, by the message's channel. */
export interface ResendInput {
  emailAddress?: string | null;
  mobile?: string | null;
}

/** The recipient to resend to, or the field that is wrong and why. */
export type ResendRecipient = { ok: true; recipient: string } | { ok: false; field: 'emailAddress' | 'mobile' | 'channel'; message: string };

/**
 * Where a resend goes (spec 1 §5 "Resend dialog takes an e-mail address or a phone number depending
 * on the channel"): e-mails need an e-mail address; SMS and WhatsApp a ten-digit mobile. Calls and
 * other channels cannot be resent. Values are trimmed; the other channel's field is ignored.
 */
export function resendRecipient(channel: string, input: ResendInput): ResendRecipient {
  if (channel === 'Email') {
    const email = (input.emailAddress ?? '').trim();
    return isEmailLike(email) ? { ok: true, recipient: email } : { ok: false, field: 'emailAddress', message: 'Enter a valid e-mail address' };
  }
  if (channel === 'SMS' || channel === 'WhatsApp') {
    const mobile = (input.mobile ?? '').trim();
    return RESEND_MOBILE.test(mobile) ? { ok: true, recipient: mobile } : { ok: false, field: 'mobile', message: 'Enter a valid 10-digit mobile number' };
  }
  return { ok: false, field: 'channel', message: `A ${channel} message cannot be resent` };
}

/**
 * How often one request's messages may be resent: at most 5 in any rolling hour, so the resend
 * dialog cannot be used to flood a customer (issue 8 part 6). Counted on the server, in the database.
 */
export const RESEND_LIMIT = { perRequest: 5, windowMinutes: 60 } as const;

/**
 * A contact as people write it, for comparing: e-mail addresses ignore case, phone numbers are
 * compared by their last ten digits (an Indian mobile with or without +91, spaces or dashes).
 */
export function contactKey(contact: string): string {
  const trimmed = contact.trim();
  if (trimmed.includes('@')) return trimmed.toLowerCase();
  const digits = trimmed.replace(/\D+/g, '');
  return digits.length > 10 ? digits.slice(-10) : digits;
}

/**
 * Whether a resend may go to `recipient`: only to a contact the request already has (the
 * customer's e-mail and numbers, or an address a message of this request already went to), so the
 * call can never relay a message to an address of the caller's choosing.
 */
export function isKnownRecipient(recipient: string, known: readonly string[]): boolean {
  const key = contactKey(recipient);
  return key !== '' && known.some((contact) => contactKey(contact) === key);
}

/** The message a resend to an address the request does not have is refused with. */
export const UNKNOWN_RECIPIENT = "Not a contact of this request: a message can only be resent to the request's own e-mail or mobile";
