import { formatIndiaDateTime, formatIndiaDay } from '../../../core/shared/india-time.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { formatDateTime, formatDay } from '../../i18n/format.ts';

/**
 * Dates of the clinic screens. English keeps core's spec format as it is: Intl's en-IN writes
 * September "Sept", where the spec and the tests write "Sep". Hindi goes through Intl for hi-IN.
 */
export function dateTimeText(instant: Date): string {
  return currentLanguage() === 'hi' ? formatDateTime(instant) : formatIndiaDateTime(instant);
}

/** A calendar day (YYYY-MM-DD), "Jan 30 2006" in English. */
export function dayText(day: string): string {
  return currentLanguage() === 'hi' ? formatDay(day) : formatIndiaDay(day);
}

/** A day without its year, "Jan 30", for the calendar's day buttons. */
export function shortDayText(day: string): string {
  return dayText(day).replace(/ \d{4}$/, '');
}
