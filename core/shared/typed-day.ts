import { formatIndiaDay } from './india-time.ts';

/**
 * A day typed into a date field, read in the display format ("Nov 05 2026", spec 1 §9: month day
 * year). The same rule serves every date field, so a typed day and a picked day obey the same
 * limits. Numbers alone (05/11/2026) are refused: with the month first on screen and day first in
 * Indian habit, 05/11 could be either, and a silently wrong day is worse than a message.
 */

/** The words a person reads when typed text cannot be used (English; the portal translates them). */
export const TypedDayProblem = {
  Format: 'Enter the date as month day year, like Jan 30 2026',
  NoSuchDay: 'There is no such date',
  NotPickable: 'This date cannot be chosen',
} as const;

/**
 * The days the product handles at all, whatever a field's own limits: legacy data writes
 * 1900-01-01 for an unknown birth date, and nothing is booked past 2100. The wire contract holds
 * every date to the same days (openapi/common.yaml CalendarDate), so a typed year 0001 is refused
 * in the form rather than by the server.
 */
export const SUPPORTED_DAYS = { min: '1900-01-01', max: '2100-12-31' } as const;

/** The days a field accepts: first and last (inclusive, YYYY-MM-DD) and days refused within them. */
export interface DayLimits {
  readonly min?: string;
  readonly max?: string;
  readonly isRefused?: (day: string) => boolean;
}

export type TypedDay = { readonly day: string; readonly problem?: undefined } | { readonly day?: undefined; readonly problem: string };

const ENGLISH_MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/**
 * Abbreviation marks (the "." of "Sept.", Devanagari's "॰") and how a keyboard composes a letter
 * (फ़ as one character or as फ plus a nukta) do not make a month name differ.
 */
const bare = (word: string) => word.normalize('NFC').toLowerCase().replace(/[.\u0970]/g, '');

/**
 * The month (1–12) a word names: an English name or any start of one from three letters ("Sep",
 * "Sept", "September"), or exactly one of `otherNames` (the current language's, e.g. Hindi's
 * short and long names, index 0 for January).
 */
function monthOf(word: string, otherNames: readonly (readonly string[])[]): number | undefined {
  const w = bare(word);
  if (/^[a-z]{3,}$/.test(w)) {
    const index = ENGLISH_MONTHS.findIndex((name) => name.startsWith(w));
    if (index >= 0) return index + 1;
  }
  for (const names of otherNames) {
    const index = names.findIndex((name) => bare(name) === w);
    if (index >= 0) return index + 1;
  }
  return undefined;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const isDayNumber = (token: string) => /^\d{1,2}$/.test(token);
const isYear = (token: string) => /^\d{4}$/.test(token);

/** Year, month and day as typed: "Nov 05 2026", "5 November 2026" and the wire's "2026-11-05". */
function partsOf(text: string, otherNames: readonly (readonly string[])[]): [number, number, number] | undefined {
  const tokens = text.trim().split(/[\s,/-]+/).filter((t) => t !== '');
  if (tokens.length !== 3) return undefined;
  const [a, b, c] = tokens as [string, string, string];
  if (isYear(a) && /^\d{1,2}$/.test(b) && isDayNumber(c)) return [Number(a), Number(b), Number(c)];
  if (!isYear(c)) return undefined;
  const monthFirst = isDayNumber(b) ? monthOf(a, otherNames) : undefined;
  if (monthFirst) return [Number(c), monthFirst, Number(b)];
  const monthSecond = isDayNumber(a) ? monthOf(b, otherNames) : undefined;
  if (monthSecond) return [Number(c), monthSecond, Number(a)];
  return undefined;
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The India day (YYYY-MM-DD) typed text names, or why it cannot be used: not a date in the display
 * format, a day the calendar does not have (Feb 31), or one outside the field's limits or the
 * product's SUPPORTED_DAYS.
 */
export function readTypedDay(text: string, limits: DayLimits = {}, otherMonthNames: readonly (readonly string[])[] = []): TypedDay {
  const parts = partsOf(text, otherMonthNames);
  if (!parts) return { problem: TypedDayProblem.Format };
  const [year, month, date] = parts;
  if (month < 1 || month > 12 || date < 1 || date > daysIn(year, month)) return { problem: TypedDayProblem.NoSuchDay };
  const day = `${pad(year, 4)}-${pad(month)}-${pad(date)}`;
  const min = limits.min && limits.min > SUPPORTED_DAYS.min ? limits.min : SUPPORTED_DAYS.min;
  const max = limits.max && limits.max < SUPPORTED_DAYS.max ? limits.max : SUPPORTED_DAYS.max;
  if (day < min) return { problem: `The date must not be before ${formatIndiaDay(min)}` };
  if (day > max) return { problem: `The date must not be after ${formatIndiaDay(max)}` };
  if (limits.isRefused?.(day)) return { problem: TypedDayProblem.NotPickable };
  return { day };
}
