import { MAX_DURATIONS_PER_DAY, daySlots, type ScheduleSlot } from './schedule-week.ts';
import { END_OF_DAY, SLOT_TIME_STEP } from './slot-time.ts';

/** The slot form's messages, verbatim from spec 3 §5.3. */
export const SlotMessage = {
  Required: 'Mandatory Information',
  StartAfterEnd: 'Start time must be lesser than End Time',
  EndBeforeStart: 'End time must be greater than Start Time',
  NotAboveZero: 'Must be greater than 0',
  BookingsOver: 'Must be less than 100',
  SplitOver: 'Must be less than 60',
  InvalidInput: 'Invalid Input',
  Overlap: 'Slots should be non overlapping',
  TooMany: 'At most three durations a day',
} as const;
export type SlotMessage = (typeof SlotMessage)[keyof typeof SlotMessage];

/** Limits of spec 3 §9: bookings 1–100, average minutes 1–60. */
export const MAX_BOOKINGS = 100;
export const MAX_SPLIT_MINUTES = 60;

/** One duration as the form holds it: times picked (or not), numbers as typed. */
export interface DurationForm {
  readonly startTime: number | null;
  readonly endTime: number | null;
  readonly totalSlots: string;
  readonly split: string;
}

/** A field's message, or none. */
export type DurationErrors = Partial<Record<keyof DurationForm, SlotMessage>>;

function timeError(value: number | null): SlotMessage | undefined {
  if (value === null) return SlotMessage.Required;
  if (!Number.isInteger(value) || value < 0 || value > END_OF_DAY || value % SLOT_TIME_STEP !== 0) return SlotMessage.InvalidInput;
  return undefined;
}

function countError(text: string, max: number, overMessage: SlotMessage): SlotMessage | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return SlotMessage.Required;
  if (!/^-?\d+$/.test(trimmed)) return SlotMessage.InvalidInput;
  const n = Number(trimmed);
  if (n <= 0) return SlotMessage.NotAboveZero;
  if (n > max) return overMessage;
  return undefined;
}

/** The messages of one duration (spec 3 §5.3); an empty object when it may be saved. */
export function durationErrors(form: DurationForm): DurationErrors {
  const errors: DurationErrors = {};
  const start = timeError(form.startTime);
  const end = timeError(form.endTime);
  if (start) errors.startTime = start;
  if (end) errors.endTime = end;
  if (!start && !end && form.startTime! >= form.endTime!) {
    errors.startTime = SlotMessage.StartAfterEnd;
    errors.endTime = SlotMessage.EndBeforeStart;
  }
  const bookings = countError(form.totalSlots, MAX_BOOKINGS, SlotMessage.BookingsOver);
  const split = countError(form.split, MAX_SPLIT_MINUTES, SlotMessage.SplitOver);
  if (bookings) errors.totalSlots = bookings;
  if (split) errors.split = split;
  return errors;
}

/** Whether two ranges share a minute; touching ends (10:00–11:00 and 11:00–12:00) do not. */
export function rangesOverlap(a: { startTime: number; endTime: number }, b: { startTime: number; endTime: number }): boolean {
  return a.startTime < b.endTime && b.startTime < a.endTime;
}

/** The indexes (in the given order) of a day's durations that overlap another of the same day. */
export function overlappingIndexes(durations: readonly { startTime: number | null; endTime: number | null }[]): number[] {
  const ranged = durations.flatMap((d, i) => (d.startTime !== null && d.endTime !== null && d.startTime < d.endTime ? [{ i, startTime: d.startTime, endTime: d.endTime }] : []));
  const hit = new Set<number>();
  for (const a of ranged) for (const b of ranged) if (a.i !== b.i && rangesOverlap(a, b)) hit.add(a.i);
  return [...hit].sort((x, y) => x - y);
}

/** What refuses a whole week of stored slots, as the server checks it; an empty list when valid. */
export function weekErrors(slots: readonly ScheduleSlot[]): string[] {
  const errors: string[] = [];
  for (let day = 0; day <= 6; day++) {
    const active = daySlots(slots, day);
    if (active.length > MAX_DURATIONS_PER_DAY) errors.push(`Day ${day}: ${SlotMessage.TooMany}`);
    for (const slot of active) {
      const found = Object.values(durationErrors({ startTime: slot.startTime, endTime: slot.endTime, totalSlots: String(slot.totalSlots), split: String(slot.split) }));
      for (const message of new Set(found)) errors.push(`Day ${day}: ${message}`);
    }
    if (overlappingIndexes(active).length > 0) errors.push(`Day ${day}: ${SlotMessage.Overlap}`);
  }
  return errors;
}
