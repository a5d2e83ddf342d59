import { MessagePurpose } from './messenger.port.ts';
import { OTP_TTL_MINUTES } from '../session/otp.ts';

/** Minutes after the 1st, 2nd, 3rd and 4th failed hand-off before the next try; then it stays Failed. */
export const DELIVERY_RETRY_MINUTES = [1, 5, 30, 120] as const;

/**
 * How long after it was written a message is still worth delivering. A resend is never retried:
 * the person who asked was told it failed and may ask again. A one-time code is useless once
 * expired; a reset link's life is the server's setting, so the caller gives it. Notices keep a day.
 */
function usefulMinutes(purpose: MessagePurpose, resetLinkMinutes: number): number {
  switch (purpose) {
    case MessagePurpose.resend:
      return 0;
    case MessagePurpose.otp:
      return OTP_TTL_MINUTES;
    case MessagePurpose.passwordReset:
      return resetLinkMinutes;
    case MessagePurpose.statusNotification:
    case MessagePurpose.spocUpdate:
    case MessagePurpose.doctorUpdate:
    case MessagePurpose.orderUpdate:
      return 24 * 60;
  }
}

export interface FailedDelivery {
  purpose: MessagePurpose;
  createdOn: Date;
  /** Failed hand-offs so far, this one included. */
  failures: number;
  failedAt: Date;
}

/** When a message whose hand-off just failed is tried again, or null when it stays Failed. */
export function nextDeliveryAttempt(failed: FailedDelivery, resetLinkMinutes: number): Date | null {
  const delay = DELIVERY_RETRY_MINUTES[failed.failures - 1];
  if (delay === undefined) return null;
  const at = new Date(failed.failedAt.getTime() + delay * 60_000);
  const usefulUntil = failed.createdOn.getTime() + usefulMinutes(failed.purpose, resetLinkMinutes) * 60_000;
  return at.getTime() < usefulUntil ? at : null;
}
