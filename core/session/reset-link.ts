import type { ResetLinkOutcome } from './password.port.ts';
import { resetLinkSentMessage, SessionMessage } from './messages.ts';

/** What a password screen tells the user: the text, and whether it reports success. */
export interface ResetLinkNotice {
  ok: boolean;
  message: string;
}

/**
 * The forgot-password notice (spec 3 §8): the sent message with the address; 'An error occurred…'
 * when no user came back; otherwise the server's own error text (the same 'An error occurred…'
 * when it gave none).
 */
export function forgotPasswordNotice(outcome: ResetLinkOutcome): ResetLinkNotice {
  if (outcome.kind === 'sent') return { ok: true, message: resetLinkSentMessage(outcome.emailId) };
  if (outcome.kind === 'failed' && outcome.serverError && outcome.serverError.trim() !== '') {
    return { ok: false, message: outcome.serverError };
  }
  return { ok: false, message: SessionMessage.resetLinkMissingUser };
}

/** The profile-menu reset notice (spec 3 §8): the sent message, or 'Unable To reset password…'. */
export function menuResetNotice(outcome: ResetLinkOutcome): ResetLinkNotice {
  if (outcome.kind === 'sent') return { ok: true, message: resetLinkSentMessage(outcome.emailId) };
  return { ok: false, message: SessionMessage.resetMenuFailed };
}
