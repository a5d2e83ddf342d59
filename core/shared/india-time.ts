/** India Standard Time is a fixed UTC+5:30 with no daylight saving, so an offset is exact. */
export const IST_OFFSET_MINUTES = 330;
const OFFSET_MS = IST_OFFSET_MINUTES * 60_000;

/** The India calendar day (YYYY-MM-DD) on which an instant falls. */
export function indiaDay(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant at which an India calendar day (YYYY-MM-DD) starts. */
export function startOfIndiaDay(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - OFFSET_MS);
}

/** The instant just after an India calendar day ends (start of the next day), for half-open ranges. */
export function endOfIndiaDay(day: string): Date {
  return new Date(startOfIndiaDay(day).getTime() + 86_400_000);
}

/** Adds whole days to an India calendar day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** The date part of the display format, from a UTC-shifted Date whose UTC fields are India's. */
function dateText(t: Date): string {
  return `${MONTHS[t.getUTCMonth()]} ${pad(t.getUTCDate())} ${String(t.getUTCFullYear()).padStart(4, '0')}`;
}

/** The spec's display format: month day year with hh:mm AM/PM, in India time ("Nov 22 2026, 07:05 PM"). */
export function formatIndiaDateTime(instant: Date): string {
  const t = new Date(instant.getTime() + OFFSET_MS);
  const hours24 = t.getUTCHours();
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${dateText(t)}, ${pad(hours12)}:${pad(t.getUTCMinutes())} ${hours24 < 12 ? 'AM' : 'PM'}`;
}

/**
 * A calendar day (YYYY-MM-DD) in the same format without the time ("Jan 30 2006"), so dates of
 * birth and picked days read like the lists' dates. Text that is not such a day comes back as it
 * was: a bad value is shown rather than hidden.
 */
export function formatIndiaDay(day: string): string {
  const t = /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00.000Z`) : undefined;
  return t && !Number.isNaN(t.getTime()) ? dateText(t) : day;
}
