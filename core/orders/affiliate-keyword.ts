/**
 * The product-name keyword that narrows the affiliate package list (spec 2 §1): from the provider
 * id, else from the user's first name when it contains a known affiliate name. The spec does not
 * show the table; this is the project's (docs/decisions.md).
 */

/** Keyword by allow-listed provider id. */
export const KEYWORD_BY_PROVIDER: Readonly<Record<number, string>> = { 130: 'Wellnest' };

/** Affiliate names looked for in a user's first name; the name found is the keyword. */
export const AFFILIATE_NAMES: readonly string[] = ['Paytm', 'PhonePe', 'Wellnest'];

/** The keyword for a user: the provider's, else the first affiliate name in the first name, else '' (no narrowing). */
export function affiliateKeyword(user: { providerId: number | null; firstName: string }): string {
  const byProvider = user.providerId === null ? undefined : KEYWORD_BY_PROVIDER[user.providerId];
  if (byProvider) return byProvider;
  const first = user.firstName.toLowerCase();
  return AFFILIATE_NAMES.find((name) => first.includes(name.toLowerCase())) ?? '';
}

/** Whether a package's name passes the keyword: an empty keyword passes all, else the name contains it (any case). */
export function matchesKeyword(packageName: string, keyword: string): boolean {
  const k = keyword.trim().toLowerCase();
  return k === '' || packageName.toLowerCase().includes(k);
}
