import { addMonths } from './holiday-rules.ts';
import { activeHolidayDays, type Holiday } from './holiday-list.ts';
import { HOLIDAY_HORIZON_MONTHS, daysInRange } from './holiday-rules.ts';
import { addDays } from '../shared/india-time.ts';

/** Consecutive holiday days shown as one entry. */
export interface HolidayRun {
  readonly start: string;
  readonly end: string;
  readonly days: number;
}

/** One month of the grid. */
export interface HolidayMonth {
  /** YYYY-MM */
  readonly month: string;
  /** "November 2026" */
  readonly label: string;
  readonly runs: HolidayRun[];
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Merges sorted days into runs of consecutive days. */
export function mergeConsecutiveDays(days: readonly string[]): HolidayRun[] {
  const runs: HolidayRun[] = [];
  for (const day of [...new Set(days)].sort()) {
    const last = runs.at(-1);
    if (last && addDays(last.end, 1) === day) runs[runs.length - 1] = { start: last.start, end: day, days: last.days + 1 };
    else runs.push({ start: day, end: day, days: 1 });
  }
  return runs;
}

/**
 * The six-month grid of spec 3 §2.5: this month and the next five, each with its active holidays
 * merged into runs of consecutive days. A run crossing a month end is cut at it, so each month
 * lists only its own days.
 */
export function holidayGrid(holidays: readonly Holiday[], today: string): HolidayMonth[] {
  const days = activeHolidayDays(holidays);
  return Array.from({ length: HOLIDAY_HORIZON_MONTHS }, (_, i) => {
    const month = addMonths(`${today.slice(0, 7)}-01`, i).slice(0, 7);
    const [y, m] = month.split('-').map(Number) as [number, number];
    const runs = mergeConsecutiveDays(days.filter((d) => d.startsWith(month) && d >= today));
    return { month, label: `${MONTH_NAMES[m - 1]} ${y}`, runs };
  });
}

/** A run as the grid reads it: "12 Dec" or "12 Dec – 14 Dec (3 days)". */
export function runLabel(run: HolidayRun): string {
  const short = (day: string) => `${Number(day.slice(8, 10))} ${MONTH_NAMES[Number(day.slice(5, 7)) - 1]!.slice(0, 3)}`;
  return run.start === run.end ? short(run.start) : `${short(run.start)} – ${short(run.end)} (${daysInRange(run.start, run.end)} days)`;
}
