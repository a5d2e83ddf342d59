import type { DayMinutes } from './slot-split.ts';

/** The time pickers move in 5-minute steps (spec 3 §9). */
export const SLOT_TIME_STEP = 5;
/** Midnight at the end of the day: the latest a range may end. */
export const END_OF_DAY: DayMinutes = 24 * 60;

const pad = (n: number) => String(n).padStart(2, '0');

/** A time of day as the schedule shows it: "09:05 AM"; the end of the day reads "12:00 AM". */
export function formatDayMinutes(minutes: DayMinutes): string {
  const h24 = Math.floor(minutes / 60) % 24;
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${pad(h12)}:${pad(minutes % 60)} ${h24 < 12 ? 'AM' : 'PM'}`;
}

/** Every time a picker offers, in 5-minute steps from midnight to the end of the day. */
export function slotTimeOptions(): DayMinutes[] {
  const options: DayMinutes[] = [];
  for (let m = 0; m <= END_OF_DAY; m += SLOT_TIME_STEP) options.push(m);
  return options;
}
