import { runLabel, type HolidayMonth, type HolidayRun } from '../../../core/doctors/holiday-grid.ts';
import { daysInRange } from '../../../core/doctors/holiday-rules.ts';
import { currentLanguage, currentLocale } from '../../i18n/i18n.ts';

const noonUtc = (day: string) => new Date(`${day}T12:00:00.000Z`);

/**
 * The holiday grid's dates. English keeps core's words ("12 Dec", "December 2026"), which Intl's
 * en-IN would change for September ("Sept"); Hindi names months through Intl for hi-IN.
 */
export function holidayMonthText(month: HolidayMonth): string {
  if (currentLanguage() !== 'hi') return month.label;
  return new Intl.DateTimeFormat(currentLocale(), { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(noonUtc(`${month.month}-01`));
}

/** A run's first and last day, "12 Dec – 14 Dec", or its one day. */
export function holidayRunDates(run: HolidayRun): string {
  if (currentLanguage() !== 'hi') return runLabel(run).replace(/ \(\d+ days\)$/, '');
  const short = (day: string) => new Intl.DateTimeFormat(currentLocale(), { timeZone: 'UTC', day: 'numeric', month: 'short' }).format(noonUtc(day));
  return run.start === run.end ? short(run.start) : `${short(run.start)} – ${short(run.end)}`;
}

/** How many days a run holds. */
export function holidayRunDays(run: HolidayRun): number {
  return daysInRange(run.start, run.end);
}
