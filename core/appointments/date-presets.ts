import { addDays, endOfIndiaDay, indiaDay, startOfIndiaDay } from '../shared/india-time.ts';

/** The date-range presets of the appointment lists (spec 1 §2), by their on-screen names. */
export const DatePreset = {
  Today: 'Today',
  Previous7Days: 'Previous 7 Days',
  Next7Days: 'Next 7 Days',
  Previous15Days: 'Previous 15 Days',
  Next15Days: 'Next 15 Days',
  Next30Days: 'Next 30 Days',
  Rolling1Month: 'Rolling 1 Month',
  Custom: 'Custom',
} as const;
/** One date-range preset. */
export type DatePreset = (typeof DatePreset)[keyof typeof DatePreset];

/** Every preset, in the order the selector lists them. */
export const ALL_DATE_PRESETS: readonly DatePreset[] = Object.values(DatePreset);

/** An inclusive range of India calendar days, YYYY-MM-DD, as the wire carries it. */
export interface DayRange {
  readonly startDate: string;
  readonly endDate: string;
}

/** Whether the start and end inputs may be edited: only for Custom (spec 1 §2). */
export function isEditablePreset(preset: DatePreset): boolean {
  return preset === DatePreset.Custom;
}

/** The same day `months` calendar months earlier, clamped to that month's last day (31 Mar -> 28/29 Feb). */
export function monthsBefore(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const index = y * 12 + (m - 1) - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/**
 * The India-day range of a preset at `now`. "Previous N Days" is the N days before today plus
 * today; "Next N Days" is today plus the N days after; "Rolling 1 Month" runs from the same day
 * last month to today. Custom keeps the range given (or today alone when none is).
 */
export function presetRange(preset: DatePreset, now: Date, custom?: DayRange): DayRange {
  const today = indiaDay(now);
  switch (preset) {
    case DatePreset.Today:
      return { startDate: today, endDate: today };
    case DatePreset.Previous7Days:
      return { startDate: addDays(today, -7), endDate: today };
    case DatePreset.Next7Days:
      return { startDate: today, endDate: addDays(today, 7) };
    case DatePreset.Previous15Days:
      return { startDate: addDays(today, -15), endDate: today };
    case DatePreset.Next15Days:
      return { startDate: today, endDate: addDays(today, 15) };
    case DatePreset.Next30Days:
      return { startDate: today, endDate: addDays(today, 30) };
    case DatePreset.Rolling1Month:
      return { startDate: monthsBefore(today, 1), endDate: today };
    case DatePreset.Custom:
      return custom ?? { startDate: today, endDate: today };
  }
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Why a range cannot be used, or undefined when it can: both days valid and start not after end. */
export function dayRangeProblem(range: Partial<DayRange>): string | undefined {
  const { startDate, endDate } = range;
  if (!startDate || !DAY.test(startDate) || Number.isNaN(Date.parse(startDate))) return 'Starting date is required';
  if (!endDate || !DAY.test(endDate) || Number.isNaN(Date.parse(endDate))) return 'Ending date is required';
  if (startDate > endDate) return 'Starting date must not be after the ending date';
  return undefined;
}

/**
 * The half-open instant range [from, to) covering a day range in India time: what a database
 * compares a timestamptz with, so an index on the date serves the range; a per-row time-zone
 * conversion in SQL could not use it.
 */
export function dayRangeInstants(range: DayRange): { from: Date; to: Date } {
  return { from: startOfIndiaDay(range.startDate), to: endOfIndiaDay(range.endDate) };
}
