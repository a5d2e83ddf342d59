/** Validation primitives shared by forms in the portal and checks on the server. */

/** The e-mail-like pattern the login form checks the username against (state only, never blocking). */
export const EMAIL_LIKE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailLike(value: string): boolean {
  return EMAIL_LIKE.test(value.trim());
}

/** Phone-like fields accept digits only. */
export function isDigitsOnly(value: string): boolean {
  return /^\d*$/.test(value);
}

/** Strips everything but digits, for inputs that must hold digits only. */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '');
}

export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}
