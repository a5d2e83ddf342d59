import type { UserDetails } from '../../../core/session/user.ts';

/**
 * The partner sites the drawer opens in a new tab (spec 1 §2 side links). Their real addresses are
 * not in the spec; the project points them under https://partners.example/.
 */
export const PARTNER_LINKS: readonly { label: string; base: string }[] = [
  { label: 'Organization setting', base: 'https://partners.example/organization-settings' },
  { label: 'Insights and finance', base: 'https://partners.example/insights-and-finance' },
  { label: 'Grievances', base: 'https://partners.example/grievances' },
  { label: 'Advertisement', base: 'https://partners.example/advertisement' },
];

/** A partner link carrying providerId, userId and entityName as query parameters. */
export function partnerHref(base: string, user: Pick<UserDetails, 'providerId' | 'userId' | 'entityName'>): string {
  const query = new URLSearchParams({
    providerId: user.providerId === null ? '' : String(user.providerId),
    userId: String(user.userId),
    entityName: user.entityName,
  });
  return `${base}?${query.toString()}`;
}

/** The help videos of spec 1 §2 / spec 3 §2.2, and the languages they come in (English first, the default). */
export const HELP_VIDEOS: readonly { label: string; slug: string }[] = [
  { label: 'Provider portal', slug: 'provider-portal' },
  { label: 'Doctor management', slug: 'doctor-management' },
  { label: 'SPOC management', slug: 'spoc-management' },
];
export const HELP_LANGUAGES: readonly { code: string; label: string }[] = [
  { code: 'en', label: 'English' },
  { code: 'hi', label: 'Hindi' },
  { code: 'ta', label: 'Tamil' },
  { code: 'te', label: 'Telugu' },
  { code: 'kn', label: 'Kannada' },
];

export function helpVideoHref(slug: string, language: string): string {
  return `https://partners.example/help/${slug}?lang=${encodeURIComponent(language)}`;
}
