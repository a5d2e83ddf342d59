import { describe, expect, it } from 'vitest';
import { forgotPasswordNotice, menuResetNotice } from './reset-link.ts';

describe('forgotPasswordNotice', () => {
  it('reports the link, a missing user and the server error in the spec words', () => {
    expect(forgotPasswordNotice({ kind: 'sent', emailId: 'a***@x.in' })).toEqual({
      ok: true,
      message: 'Password Reset Link has be sent to the registered Email Id a***@x.in',
    });
    expect(forgotPasswordNotice({ kind: 'noUser' })).toEqual({
      ok: false,
      message: 'An error occurred while sending the reset link. Please try again.',
    });
    expect(forgotPasswordNotice({ kind: 'failed', serverError: 'User not found' })).toEqual({ ok: false, message: 'User not found' });
    expect(forgotPasswordNotice({ kind: 'failed', serverError: null }).message).toBe(
      'An error occurred while sending the reset link. Please try again.',
    );
  });
});

describe('menuResetNotice', () => {
  it('reports the link or the menu failure', () => {
    expect(menuResetNotice({ kind: 'sent', emailId: 'd***@x.in' }).message).toBe(
      'Password Reset Link has be sent to the registered Email Id d***@x.in',
    );
    expect(menuResetNotice({ kind: 'failed', serverError: 'x' })).toEqual({
      ok: false,
      message: 'Unable To reset password Please Try after some time',
    });
  });
});
