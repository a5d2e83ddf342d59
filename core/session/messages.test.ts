import { describe, expect, it } from 'vitest';
import { otpFailureInline, readableServerMessage, resetLinkSentMessage, SessionMessage, signInFailureMessage } from './messages.ts';

describe('SessionMessage', () => {
  it('words every sign-in and session message as spec 1 §8 and spec 3 §8 do', () => {
    expect(SessionMessage).toEqual({
      signedIn: 'Logged in Successfully.',
      unableToLogin: 'Unable to login',
      noAccess: "You don't have access to Login",
      otpFailedToast: 'Authentification Failed',
      somethingWrongRetry: 'Something went wrong please try again!',
      sessionExpired: 'Session is expired, Login again to continue',
      profileExpired: 'Login session expired Plese Login Again',
      profileChanged: 'Your profile has been updated by the admin. Please log in again.',
      profileOther: 'Something Went wrong Plese Login Again',
      forbiddenAction: 'You are not Authorized for this action',
      notAuthorisedTitle: 'You are not Authorized for this Page',
      notAuthorisedHint: 'Please reach out to your administrator for access.',
      generic: 'Something went wrong. Please try again later',
      invalidAccessToken: 'Invalid Access Token',
      resetLinkSent: 'Password Reset Link has be sent to the registered Email Id {email}',
      resetLinkMissingUser: 'An error occurred while sending the reset link. Please try again.',
      resetMenuFailed: 'Unable To reset password Please Try after some time',
      resetDone: 'Password Reset Successfully Please Login',
      resetFailed: 'Something Went wrong',
    });
  });
});

describe('readableServerMessage', () => {
  it('turns every underscore into a space', () => {
    expect(readableServerMessage('Invalid_OTP')).toBe('Invalid OTP');
    expect(readableServerMessage('Invalid_Username_or_Password')).toBe('Invalid Username or Password');
    expect(readableServerMessage('__a__')).toBe('  a  ');
    expect(readableServerMessage('Plain words')).toBe('Plain words');
    expect(readableServerMessage('')).toBe('');
  });
});

describe('signInFailureMessage', () => {
  it("gives the server's reason after 'Authentification Failed: ', or the default", () => {
    expect(signInFailureMessage('Invalid_Username_or_Password')).toBe('Authentification Failed: Invalid Username or Password');
    expect(signInFailureMessage('User_Locked')).toBe('Authentification Failed: User Locked');
    expect(signInFailureMessage(undefined)).toBe("You don't have access to Login");
    expect(signInFailureMessage(null)).toBe("You don't have access to Login");
    expect(signInFailureMessage('')).toBe("You don't have access to Login");
    expect(signInFailureMessage('   ')).toBe("You don't have access to Login");
  });
});

describe('otpFailureInline', () => {
  it("shows the server's error readably, or the retry text", () => {
    expect(otpFailureInline('Invalid_OTP')).toBe('Invalid OTP');
    expect(otpFailureInline('OTP_Expired')).toBe('OTP Expired');
    expect(otpFailureInline(undefined)).toBe('Something went wrong please try again!');
    expect(otpFailureInline(null)).toBe('Something went wrong please try again!');
    expect(otpFailureInline('')).toBe('Something went wrong please try again!');
  });
});

describe('resetLinkSentMessage', () => {
  it('fills in the address, or ends the sentence when the server names none', () => {
    expect(resetLinkSentMessage('as***@demo.example')).toBe(
      'Password Reset Link has be sent to the registered Email Id as***@demo.example',
    );
    expect(resetLinkSentMessage('')).toBe('Password Reset Link has be sent to the registered Email Id');
  });
});
