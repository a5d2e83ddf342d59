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
