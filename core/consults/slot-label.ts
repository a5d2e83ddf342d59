const STAMP_TIME = /^\d{4}-\d{2}-\d{2} (\d{2}):(\d{2})/;

/**
 * The time of a slot stamp as the calendar shows it, "09:30 AM" (spec 3 §9: hh:mm AM/PM). The stamp
 * is already India time, so it is read as written, never through the browser's time zone.
 * Text that is not a stamp comes back as it was.
 */
export function slotTimeText(stamp: string): string {
  const m = STAMP_TIME.exec(stamp);
  if (!m) return stamp;
  const hours = Number(m[1]);
  const hours12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(hours12).padStart(2, '0')}:${m[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A slot as its button reads: "09:30 AM - 09:45 AM". */
export function slotRangeText(start: string, end: string): string {
  return `${slotTimeText(start)} - ${slotTimeText(end)}`;
}
