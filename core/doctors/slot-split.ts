/** A time of day in minutes since midnight, as the spec's slots carry it (spec 3 §3.2). */
export type DayMinutes = number;

/** One bookable piece of a slot range. */
export interface SlotPiece {
  readonly start: DayMinutes;
  readonly end: DayMinutes;
}

/**
 * Splits a slot range into consecutive slots of `split` minutes, as the Customer View preview and
 * the offline-consult calendar show them. A tail shorter than `split` is no slot: a customer
 * could not be seen in it for the average time.
 */
export function splitSlotRange(startTime: DayMinutes, endTime: DayMinutes, split: number): SlotPiece[] {
  if (!(split > 0) || !(endTime > startTime)) return [];
  const pieces: SlotPiece[] = [];
  for (let start = startTime; start + split <= endTime; start += split) pieces.push({ start, end: start + split });
  return pieces;
}

/** Slots laid out in rows of `perRow` (three in the Customer View preview). */
export function slotRows<T>(slots: readonly T[], perRow = 3): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < slots.length; i += perRow) rows.push(slots.slice(i, i + perRow));
  return rows;
}
