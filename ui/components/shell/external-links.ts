import type { UserDetails } from '../../../core/session/user.ts';
import type { shellText } from './shell.text.ts';

/** Labels are keys of the shell's catalogue. */
type ShellKey = NonNullable<(typeof shellText)['keys']>;

/**
 * The partner sites the drawer opens in a new tab (spec 1 §2 side links). Their real addresses are
 * not in the spec; the project points them under https://partners.example/.
 */
export const PARTNER_LINKS: readonly { label: ShellKey; base: string }[] = [
  { label: 'partnerOrganization', base: 'https://partners.example/organization-settings' },
  { label: 'partnerInsights', base: 'https://partners.example/insights-and-finance' },
  { label: 'partnerGrievances', base: 'https://partners.example/grievances' },
  { label: 'partnerAdvertisement', base: 'https://partners.example/advertisement' },
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
export const HELP_VIDEOS: readonly { label: ShellKey; slug: string }[] = [
  { label: 'videoProviderPortal', slug: 'provider-portal' },
  { label: 'videoDoctorManagement', slug: 'doctor-management' },
  { label: 'videoSpocManagement', slug: 'spoc-management' },
];
export const HELP_LANGUAGES: readonly { code: string; label: ShellKey }[] = [
  { code: 'en', label: 'helpEnglish' },
  { code: 'hi', label: 'helpHindi' },
  { code: 'ta', label: 'helpTamil' },
  { code: 'te', label: 'helpTelugu' },
  { code: 'kn', label: 'helpKannada' },
];

export function helpVideoHref(slug: string, language: string): string {
  return `https://partners.example/help/${slug}?lang=${encodeURIComponent(language)}`;
}
