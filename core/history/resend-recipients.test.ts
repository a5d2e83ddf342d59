import { describe, expect, it } from 'vitest';
import { earlierRecipientId, RECIPIENT_ID, resendChoices, resendLimitReached } from './resend-recipients.ts';

describe('resendChoices', () => {
  const own = [
    { id: 'email', contact: 'Deepa.R@Mail.example' },
    { id: 'phone', contact: '+91 98765 43210' },
    { id: 'alternateMobile', contact: '9123456789' },
  ];
  const earlier = [
    { id: earlierRecipientId(7), contact: 'deepa.r@mail.example' },
    { id: earlierRecipientId(8), contact: '9876543210' },
    { id: earlierRecipientId(9), contact: 'old@mail.example' },
    { id: earlierRecipientId(10), contact: '9000011111' },
  ];

  it('offers e-mail addresses for an e-mail, own first, each once however spelt', () => {
    expect(resendChoices('Email', own, earlier)).toEqual([
      { id: 'email', recipient: 'Deepa.R@Mail.example', source: 'customer' },
      { id: 'sent-9', recipient: 'old@mail.example', source: 'earlier' },
    ]);
  });

  it('offers ten-digit mobiles for SMS and WhatsApp, a stored +91 number by its last ten digits', () => {
    const expected = [
      { id: 'phone', recipient: '9876543210', source: 'customer' },
      { id: 'alternateMobile', recipient: '9123456789', source: 'customer' },
      { id: 'sent-10', recipient: '9000011111', source: 'earlier' },
    ];
    expect(resendChoices('SMS', own, earlier)).toEqual(expected);
    expect(resendChoices('WhatsApp', own, earlier)).toEqual(expected);
  });

  it('skips empty and unusable contacts, and offers nothing for a channel that cannot be resent', () => {
    expect(resendChoices('SMS', [{ id: 'phone', contact: '12345' }, { id: 'alternateMobile', contact: null }, { id: 'x', contact: ' ' }], [])).toEqual([]);
    expect(resendChoices('Call', own, earlier)).toEqual([]);
  });

  it('names recipients by ids the contract pattern admits', () => {
    expect(['email', 'phone', 'alternateMobile', earlierRecipientId(123456789012)].every((id) => RECIPIENT_ID.test(id))).toBe(true);
    expect(RECIPIENT_ID.test('9876543210@x')).toBe(false);
  });
});

describe('resendLimitReached', () => {
  it('says the limit and when to try again', () => {
    expect(resendLimitReached(30)).toBe('Resend limit reached: at most 5 resends of a request an hour. Try again in 30 min');
  });
});
