/** Password rules for reset (spec 3 §5.6) and their exact messages, in the order they are checked. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIALS = '!@#$%&*?';

export const PasswordMessage = {
  tooShort: 'Password must be at least 8 characters long.',
  noLowercase: 'Password must contain at least one lowercase letter.',
  noUppercase: 'Password must contain at least one uppercase letter.',
  noDigit: 'Password must contain at least one number.',
  noSpecial: 'Password must contain at least one special character (!@#$%&*?).',
  mismatch: 'Password is not matching with confirm password',
} as const;

const RULES: readonly [RegExp, string][] = [
  [/^.{8,}$/s, PasswordMessage.tooShort],
  [/[a-z]/, PasswordMessage.noLowercase],
  [/[A-Z]/, PasswordMessage.noUppercase],
  [/\d/, PasswordMessage.noDigit],
  [/[!@#$%&*?]/, PasswordMessage.noSpecial],
];

/** Every rule the new password breaks, first the length; empty when it is acceptable. */
export function passwordProblems(password: string): string[] {
  return RULES.filter(([rule]) => !rule.test(password)).map(([, message]) => message);
}

/** The single message a reset form shows: the first broken rule, then a mismatch; undefined when valid. */
export function resetPasswordError(password: string, confirm: string): string | undefined {
  return passwordProblems(password)[0] ?? (password !== confirm ? PasswordMessage.mismatch : undefined);
}

/** Forgot password needs a username (spec 3 §5.6). */
export const FORGOT_PASSWORD_EMPTY = 'Please enter your username for which you want to reset password.';

/** Forgot password's error for a typed user name: trimmed, a name of only spaces is as empty as none. */
export function forgotPasswordError(userName: string): string | undefined {
  return userName.trim() === '' ? FORGOT_PASSWORD_EMPTY : undefined;
}
