import { describe, expect, it } from 'vitest';
import { contactKey, isKnownRecipient, resendRecipient } from './resend.ts';

describe('resendRecipient', () => {
  it('takes an e-mail address for e-mails', () => {
    expect(resendRecipient('Email', { emailAddress: ' a.b@mail.example ', mobile: '9876543210' })).toEqual({ ok: true, recipient: 'a.b@mail.example' });
    expect(resendRecipient('Email', { mobile: '9876543210' })).toEqual({ ok: false, field: 'emailAddress', message: 'Enter a valid e-mail address' });
    expect(resendRecipient('Email', { emailAddress: 'not-an-address' }).ok).toBe(false);
  });

  it('takes a ten-digit mobile for SMS and WhatsApp', () => {
    expect(resendRecipient('SMS', { mobile: '9876543210', emailAddress: 'x@y.example' })).toEqual({ ok: true, recipient: '9876543210' });
    expect(resendRecipient('WhatsApp', { mobile: '9876543210' })).toEqual({ ok: true, recipient: '9876543210' });
    for (const mobile of ['98765', '98765432101', '98765-43210', '', null]) {
      expect(resendRecipient('SMS', { mobile })).toEqual({ ok: false, field: 'mobile', message: 'Enter a valid 10-digit mobile number' });
    }
  });

  it('refuses channels that cannot be resent', () => {
    expect(resendRecipient('Call', { mobile: '9876543210' })).toEqual({ ok: false, field: 'channel', message: 'A Call message cannot be resent' });
  });
});

describe('isKnownRecipient', () => {
  const known = ['Deepa.R@Mail.example', '+91 98765 43210', '9000011111'];

  it('accepts only the request\'s own contacts, however they are spelt', () => {
    expect(isKnownRecipient('deepa.r@mail.example', known)).toBe(true);
    expect(isKnownRecipient(' DEEPA.R@MAIL.EXAMPLE ', known)).toBe(true);
    expect(isKnownRecipient('9876543210', known)).toBe(true);
    expect(isKnownRecipient('9000011111', known)).toBe(true);
  });

  it('refuses any other address or number', () => {
    expect(isKnownRecipient('attacker@evil.example', known)).toBe(false);
    expect(isKnownRecipient('deepa.r@mail.example.evil', known)).toBe(false);
    expect(isKnownRecipient('9876543211', known)).toBe(false);
    expect(isKnownRecipient('', known)).toBe(false);
    expect(isKnownRecipient('9876543210', [])).toBe(false);
  });

  it('compares numbers by their last ten digits and e-mails without case', () => {
    expect(contactKey('+91-98765-43210')).toBe('9876543210');
    expect(contactKey('A@B.example')).toBe('a@b.example');
  });
});
