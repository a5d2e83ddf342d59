/** Sign-in and session messages, worded exactly as the spec's error catalogue (spec 1 §8, spec 3 §8). */
export const SessionMessage = {
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
} as const;

/** Server messages travel with underscores for spaces ("Invalid_OTP"); people read spaces. */
export function readableServerMessage(message: string): string {
  return message.replace(/_/g, ' ');
}

/** The toast after a rejected sign-in: the server's reason when there is one, else the default. */
export function signInFailureMessage(serverMessage: string | undefined | null): string {
  if (serverMessage && serverMessage.trim() !== '') {
    return `Authentification Failed: ${readableServerMessage(serverMessage)}`;
  }
  return SessionMessage.noAccess;
}

/** The inline text under the code boxes after a rejected code. */
export function otpFailureInline(serverError: string | undefined | null): string {
  return serverError ? readableServerMessage(serverError) : SessionMessage.somethingWrongRetry;
}

/**
 * Fills `{email}` in the reset-link message. Forgot password names no address (it would tell a
 * stranger the name exists), so without one the sentence ends before it.
 */
export function resetLinkSentMessage(email: string): string {
  return email.trim() === '' ? SessionMessage.resetLinkSent.replace(' {email}', '') : SessionMessage.resetLinkSent.replace('{email}', email);
}
