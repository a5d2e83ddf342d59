import { indiaDay } from '../shared/india-time.ts';

/** What the lists show when the age cannot be known (spec 1 §5). */
export const AGE_UNKNOWN = 'NA';

/**
 * Years before which a date of birth is a placeholder: legacy data writes 0001-01-01 or
 * 1900-01-01 for "unknown", and nobody alive was born before 1900.
 */
const FIRST_REAL_YEAR = 1901;

/**
 * Age in whole years on today's India day, from a date of birth (YYYY-MM-DD, optionally followed
 * by a time). Missing, malformed, placeholder (0001-01-01, 0000-00-00, 1900-01-01) and future
 * dates give 'NA' (spec 1 §5).
 */
export function ageFromDob(dob: string | null | undefined, now: Date): number | typeof AGE_UNKNOWN {
  return agesOn(now)(dob);
}

/**
 * `ageFromDob` for many dates of birth on one day: the India day of `now` is worked out once (an
 * export of 100,000 rows spent a quarter of its row time on it).
 */
export function agesOn(now: Date): (dob: string | null | undefined) => number | typeof AGE_UNKNOWN {
  const [ty, tm, td] = indiaDay(now).split('-').map(Number);
  return (dob) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(dob ?? '');
    if (!match) return AGE_UNKNOWN;
    const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (y < FIRST_REAL_YEAR || m < 1 || m > 12 || d < 1 || d > 31) return AGE_UNKNOWN;
    const age = ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
    return age < 0 ? AGE_UNKNOWN : age;
  };
}
