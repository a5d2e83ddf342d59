import { IST_OFFSET_MINUTES } from '../shared/india-time.ts';

const STAMP = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})\.(\d{3})$/;

/** An instant as the calendar and updateRequests carry it: India time, YYYY-MM-DD HH:mm:ss.SSS (spec 3 §9). */
export function formatSlotStamp(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MINUTES * 60_000).toISOString().replace('T', ' ').replace('Z', '');
}

/** The instant of a slot stamp, or undefined when it is not one (a 31 February included). */
export function parseSlotStamp(stamp: string): Date | undefined {
  const m = STAMP.exec(stamp);
  if (!m) return undefined;
  const [y, mo, d, h, mi, s, ms] = m.slice(1).map(Number);
  const utc = Date.UTC(y, mo - 1, d, h, mi, s, ms);
  const back = new Date(utc);
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return undefined;
  return new Date(utc - IST_OFFSET_MINUTES * 60_000);
}
