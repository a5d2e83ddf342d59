import { MessagePurpose, type OutgoingMessage } from '../messaging/messenger.port.ts';

/** Purposes whose messages go to a portal user about their own account (codes, reset links). */
const TO_A_USER: readonly MessagePurpose[] = [MessagePurpose.otp, MessagePurpose.passwordReset];

/**
 * The line the server log prints for a message it sent. A message to a portal user about their own
 * account is printed whole, so a developer can read a one-time code; a message to a customer names
 * only its channel and request, since the log is read by people who may not see the customer's
 * contacts (the outbox table keeps the message itself).
 */
export function messageLogLine(message: OutgoingMessage): string {
  if (TO_A_USER.includes(message.purpose)) return `outbox: ${message.channel} to ${message.recipient}: ${message.body}`;
  return `outbox: ${message.channel} to the customer of request ${message.requestId ?? '(none)'} (${message.purpose})`;
}
