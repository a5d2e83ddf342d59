import type { DoctorProfile } from './doctor-profile.ts';

/** The parts a complete profile has, each counting the same. */
const PARTS: readonly ((p: DoctorProfile) => boolean)[] = [
  (p) => p.image !== '',
  (p) => p.firstName.trim() !== '',
  (p) => p.description.trim() !== '',
  (p) => p.gender !== '',
  (p) => p.practiceStartDate !== '',
  (p) => p.specialization !== '',
  (p) => p.qualifications.length > 0,
  (p) => p.languages.length > 0,
  (p) => p.customerFee !== '',
  (p) => p.freeFollowup !== null,
  (p) => p.mciIds.some((m) => m.isActive !== false),
  (p) => p.governmentIds.some((g) => g.isActive !== false),
];

/** How complete a profile is, in whole percent (the server stores it; the list shows it). */
export function profilePercent(p: DoctorProfile): number {
  return Math.round((PARTS.filter((part) => part(p)).length * 100) / PARTS.length);
}

/** The colour band of a completion percent (spec 3 §2.4, thresholds 0/64/85/100). */
export const CompletionBand = { low: 'low', medium: 'medium', high: 'high' } as const;
export type CompletionBand = (typeof CompletionBand)[keyof typeof CompletionBand];

/** Under 64 low (yellow), 64 to under 85 medium (orange), 85 and above high (green). */
export function completionBand(percent: number): CompletionBand {
  if (percent < 64) return CompletionBand.low;
  return percent < 85 ? CompletionBand.medium : CompletionBand.high;
}
