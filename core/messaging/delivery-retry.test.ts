import { describe, expect, it } from 'vitest';
import { MessagePurpose } from './messenger.port.ts';
import { nextDeliveryAttempt } from './delivery-retry.ts';

const written = new Date('2026-11-23T10:00:00Z');
const minutesLater = (m: number) => new Date(written.getTime() + m * 60_000);

describe('when a failed e-mail is tried again', () => {
  it('tries a status notification again after 1, 5, 30 and 120 minutes, then gives up', () => {
    const at = (failures: number, failedAt: Date) => nextDeliveryAttempt({ purpose: MessagePurpose.statusNotification, createdOn: written, failures, failedAt }, 30);
    expect(at(1, written)).toEqual(minutesLater(1));
    expect(at(2, minutesLater(1))).toEqual(minutesLater(6));
    expect(at(3, minutesLater(6))).toEqual(minutesLater(36));
    expect(at(4, minutesLater(36))).toEqual(minutesLater(156));
    expect(at(5, minutesLater(156))).toBeNull();
  });

  it('tries a one-time code again only while the code still works (5 minutes)', () => {
    const at = (failures: number, failedAt: Date) => nextDeliveryAttempt({ purpose: MessagePurpose.otp, createdOn: written, failures, failedAt }, 30);
    expect(at(1, written)).toEqual(minutesLater(1));
    expect(at(2, minutesLater(1))).toBeNull();
  });

  it('tries a reset link again only within the link life the server is set to', () => {
    const at = (failures: number, failedAt: Date, life: number) => nextDeliveryAttempt({ purpose: MessagePurpose.passwordReset, createdOn: written, failures, failedAt }, life);
    expect(at(3, minutesLater(6), 30)).toBeNull();
    expect(at(3, minutesLater(6), 60)).toEqual(minutesLater(36));
  });

  it('never tries a resend again: the person who asked was told it failed', () => {
    expect(nextDeliveryAttempt({ purpose: MessagePurpose.resend, createdOn: written, failures: 1, failedAt: written }, 30)).toBeNull();
  });
});
