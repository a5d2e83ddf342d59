import { describe, expect, it } from 'vitest';
import { messageLogLine } from './message-log.ts';

describe('messageLogLine', () => {
  it('prints a one-time code whole, for the developer who signs in', () => {
    expect(messageLogLine({ channel: 'Email', recipient: 'dc@demo.example', subject: 'Code', body: 'Your code is 12345', purpose: 'otp' }))
      .toBe('outbox: Email to dc@demo.example: Your code is 12345');
  });

  it('names only the channel and request of a message to a customer', () => {
    const line = messageLogLine({ channel: 'SMS', recipient: '9876543210', subject: 'Booked', body: 'Call 9876543210', purpose: 'statusNotification', requestId: 42 });
    expect(line).toBe('outbox: SMS to the customer of request 42 (statusNotification)');
    expect(line).not.toContain('98765');
  });
});
