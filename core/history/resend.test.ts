import { describe, expect, it } from 'vitest';
import { resendRecipient } from './resend.ts';

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
