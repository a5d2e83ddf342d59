import { isBlank } from '../shared/validation.ts';
import { indiaDay } from '../shared/india-time.ts';

/** Gender options of the order form (spec 2 §9). */
export const BENEFICIARY_GENDERS = ['M', 'F'] as const;
export type BeneficiaryGender = (typeof BENEFICIARY_GENDERS)[number];

/** One person the order is for (spec 2 §3): dob is an India day, YYYY-MM-DD. */
export interface Beneficiary {
  username: string;
  gender: string;
  address: string;
  dob: string;
}

/** Messages of the beneficiary panel; the spec shows none (docs/decisions.md). */
export const BeneficiaryMessage = {
  incomplete: 'Enter name, gender, address and date of birth',
  futureDob: 'Date of birth cannot be in the future',
} as const;

export const EMPTY_BENEFICIARY: Beneficiary = { username: '', gender: '', address: '', dob: '' };

/**
 * Why a beneficiary cannot be added or edited, or null when it can (spec 2 §5): every field
 * present, gender M or F, and a date of birth that is a real day not later than today in India.
 */
export function beneficiaryError(b: Beneficiary, now: Date): string | null {
  if (isBlank(b.username) || isBlank(b.address) || !(BENEFICIARY_GENDERS as readonly string[]).includes(b.gender) || !isDay(b.dob)) {
    return BeneficiaryMessage.incomplete;
  }
  return b.dob > indiaDay(now) ? BeneficiaryMessage.futureDob : null;
}

/** A calendar day written YYYY-MM-DD that exists. */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const t = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === value;
}
