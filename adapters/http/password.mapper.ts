import type { ResetLinkOutcome } from '../../core/session/password.port.ts';
import { wireErrorText } from './wire-error.ts';

/** A reset-link answer on the wire (provider/forgotPassword, provider/resetPassword). */
export interface WireResetLink {
  isSuccess?: boolean;
  userName?: string;
  emailId?: string;
}

/** A reset-link answer as core reads it: sent only when the server named the user it mailed. */
export function toResetLinkOutcome(data: WireResetLink | undefined, error: unknown): ResetLinkOutcome {
  if (data) {
    if (data.isSuccess === false) return { kind: 'failed', serverError: wireErrorText(data) };
    if (!data.userName) return { kind: 'noUser' };
    return { kind: 'sent', emailId: data.emailId ?? '' };
  }
  return { kind: 'failed', serverError: wireErrorText(error) };
}
