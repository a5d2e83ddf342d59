import { describe, expect, it } from 'vitest';
import { messageLogLine } from './message-log.ts';

const code = { channel: 'Email', recipient: 'dc@demo.example', subject: 'Code', body: 'Your code is 12345', purpose: 'otp' } as const;
const reset = { channel: 'Email', recipient: 'dc@demo.example', subject: 'Reset', body: 'Open http://portal/ResetPassword?resettoken=abc', purpose: 'passwordReset' } as const;

describe('messageLogLine', () => {
  it('prints a one-time code whole in development, for the developer who signs in', () => {
    expect(messageLogLine(code, 'development')).toBe('outbox: Email to dc@demo.example: Your code is 12345');
  });

  it('prints neither code, link nor address once mail is delivered for real', () => {
    for (const message of [code, reset]) {
      const line = messageLogLine(message, 'delivered');
      expect(line).toBe(`outbox: Email to a portal user (${message.purpose})`);
      expect(line).not.toMatch(/12345|resettoken|demo\.example/);
    }
  });

  it('names only the channel and request of a message to a customer, wherever mail goes', () => {
    for (const sink of ['development', 'delivered'] as const) {
      const line = messageLogLine({ channel: 'SMS', recipient: '9876543210', subject: 'Booked', body: 'Call 9876543210', purpose: 'statusNotification', requestId: 42 }, sink);
      expect(line).toBe('outbox: SMS to the customer of request 42 (statusNotification)');
      expect(line).not.toContain('98765');
    }
  });
});
