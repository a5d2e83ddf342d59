import { MessagePurpose, type OutgoingMessage } from '../messaging/messenger.port.ts';

/** Purposes whose messages go to a portal user about their own account (codes, reset links). */
const TO_A_USER: readonly MessagePurpose[] = [MessagePurpose.otp, MessagePurpose.passwordReset];

/**
 * Where mail goes: `development`, no mail server, so the log is the developer's mailbox;
 * `delivered`, a real mail server, so the log must hold no code, link or contact.
 */
export type MailSink = 'development' | 'delivered';

/**
 * The line the server log prints for a message it sent. In development a message to a portal user
 * about their own account is printed whole, so a developer can read a one-time code. Otherwise a
 * line names only the channel, purpose and request: the log is read by people who may not see a
 * contact, and a code or link in it would open the account (the outbox table keeps the message).
 */
export function messageLogLine(message: OutgoingMessage, sink: MailSink): string {
  if (sink === 'development' && TO_A_USER.includes(message.purpose)) return `outbox: ${message.channel} to ${message.recipient}: ${message.body}`;
  if (TO_A_USER.includes(message.purpose)) return `outbox: ${message.channel} to a portal user (${message.purpose})`;
  return `outbox: ${message.channel} to the customer of request ${message.requestId ?? '(none)'} (${message.purpose})`;
}
