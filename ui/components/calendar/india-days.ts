import { TZDate } from 'react-day-picker';
import { indiaDay } from '../../../core/shared/india-time.ts';

/** The calendar's time zone: days are India's whatever the browser's zone (spec 1 §9, UTC+5:30). */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/** The calendar's date for an India day (YYYY-MM-DD): that day's midnight in India. */
export function calendarDate(day: string): TZDate {
  const [year, month, date] = day.split('-').map(Number);
  return new TZDate(year, month - 1, date, INDIA_TIME_ZONE);
}

/** The India day a calendar date stands for. */
export function dayOfCalendarDate(date: Date): string {
  return indiaDay(date);
}
