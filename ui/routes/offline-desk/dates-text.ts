import { formatDay } from '../../i18n/format.ts';

/** A day without its year, "Jan 30", for the calendar's day buttons. */
export function shortDayText(day: string): string {
  return formatDay(day).replace(/ \d{4}$/, '');
}
