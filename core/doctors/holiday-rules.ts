import { addDays } from '../shared/india-time.ts';

/** The holiday form's messages: the first two verbatim from spec 3 §5.4, the horizon's our own. */
export const HolidayMessage = {
  Required: 'Mandatory Information',
  StartAfterEnd: 'Start date cannot be greater than end date',
  TooLong: 'Cannot add more than 30 days',
  OutsideHorizon: 'Holidays can be added from today up to six months ahead',
} as const;
export type HolidayMessage = (typeof HolidayMessage)[keyof typeof HolidayMessage];

/** A holiday range covers at most 30 days, both ends included (spec 3 §5.4, §9). */
export const MAX_HOLIDAY_DAYS = 30;
/** Holidays may be set from today up to six months ahead; the grid shows those six months. */
export const HOLIDAY_HORIZON_MONTHS = 6;

/** Days from `start` to `end`, both included (0 or less when end is before start). */
export function daysInRange(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Every day of a range, in order. */
export function rangeDays(start: string, end: string): string[] {
  const count = daysInRange(start, end);
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(start, i));
}

/** A day some whole months later; a day the month lacks becomes its last (Aug 31 + 6 → Feb 28). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The last day a holiday may fall on, seen from `today`. */
export function lastHolidayDay(today: string): string {
  return addMonths(today, HOLIDAY_HORIZON_MONTHS);
}

/** Whether a day may be picked: from today to six months ahead (spec 3 §5.4). */
export function isPickableHoliday(day: string, today: string): boolean {
  return day >= today && day <= lastHolidayDay(today);
}

/** The message that refuses a holiday range, or null when it may be added (spec 3 §5.4). */
export function holidayRangeError(start: string | null, end: string | null, today: string): HolidayMessage | null {
  if (!start || !end) return HolidayMessage.Required;
  if (start > end) return HolidayMessage.StartAfterEnd;
  if (daysInRange(start, end) > MAX_HOLIDAY_DAYS) return HolidayMessage.TooLong;
  if (!isPickableHoliday(start, today) || !isPickableHoliday(end, today)) return HolidayMessage.OutsideHorizon;
  return null;
}
