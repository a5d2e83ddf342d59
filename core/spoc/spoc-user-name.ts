/**
 * The user name a new SPOC gets when the form asks the server to make one (autoGenerateUsername):
 * the e-mail's local part in lower case, letters, digits, '.', '_' and '-' only; the n-th try adds
 * n so a taken name still yields a free one (docs/decisions.md).
 */
export function spocUserName(email: string, attempt = 1): string {
  const base = email.split('@')[0]!.toLowerCase().replace(/[^a-z0-9._-]/g, '').slice(0, 40) || 'spoc';
  return attempt <= 1 ? base : `${base}${attempt}`;
}
