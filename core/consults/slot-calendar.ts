import { addDays, indiaDay } from '../shared/india-time.ts';
import { activeHolidayDays } from '../doctors/holiday-list.ts';
import { atIndiaMinute, indiaClock, type DoctorCalendar } from '../doctors/impact-calendar.ts';
import { daySlots } from '../doctors/schedule-week.ts';
import { splitSlotRange } from '../doctors/slot-split.ts';
import { formatDayMinutes } from '../doctors/slot-time.ts';
import { heldBy, placesLeftFor, type SlotHold } from './slot-hold.ts';
import { formatSlotStamp } from './slot-stamp.ts';

/** Days the reschedule calendar shows (spec 3 §9). */
export const CALENDAR_DAYS = 14;

/** Why a day cannot be picked; the dialog shows such a day as "Unavailable" with the reason. */
export const NoSlotReason = {
  holiday: 'Doctor on holiday',
  noSchedule: 'No Slots Available',
  full: 'Fully Booked',
} as const;

/** A placed or held appointment of the doctor. */
export interface Booking {
  readonly at: Date;
}

/** One piece of a day as the calendar answers it. */
export interface CalendarSlot {
  readonly start: Date;
  readonly end: Date;
  readonly slotStartDateTime: string;
  readonly slotEndDateTime: string;
  readonly slotDistributionForDate: string;
  readonly slotDistributionForInterval: string;
  readonly capacity: number;
  /** Places the asking user can still take (their own hold counts as theirs). */
  readonly placesLeft: number;
  readonly heldByYou: boolean;
}

/** One day of the calendar. */
export interface CalendarDay {
  readonly dateString: string;
  readonly dayOfWeek: number;
  readonly noSlotReason: string | null;
  readonly slots: readonly CalendarSlot[];
}

/**
 * How a range's totalSlots bookings share its pieces: spread evenly over the range, so the pieces
 * hold exactly totalSlots together and the places fall as evenly over the hours as whole places
 * can (piece i takes round((i + 1)·T / n) − round(i·T / n)); a piece with no place is not offered
 * (docs/decisions.md).
 */
export function pieceCapacities(totalSlots: number, pieces: number): number[] {
  if (pieces <= 0) return [];
  const total = Math.max(0, Math.floor(totalSlots));
  const upTo = (i: number) => Math.round((i * total) / pieces);
  return Array.from({ length: pieces }, (_, i) => upTo(i + 1) - upTo(i));
}

/** The holds on one slot start, keyed by its instant in milliseconds. */
export type HoldsBySlot = ReadonlyMap<number, readonly SlotHold[]>;

/**
 * The doctor's calendar from today (India time) for `days` days (spec 3 §2.3, §9): each day's
 * pieces from the weekly slots (the doctor preview's splitting rule), none on a holiday, each
 * piece's capacity from its range's totalSlots less the consults booked in it and others' live
 * holds. Pieces that have started are left out. A day without pieces to pick has a reason.
 */
export function slotCalendar(
  calendar: DoctorCalendar,
  bookings: readonly Booking[],
  holds: HoldsBySlot,
  viewer: number,
  now: Date,
  days = CALENDAR_DAYS,
): CalendarDay[] {
  const holidays = new Set(activeHolidayDays(calendar.holidays));
  const bookedAt = new Map<string, number>();
  for (const b of bookings) {
    const c = indiaClock(b.at);
    bookedAt.set(`${c.day} ${c.minute}`, (bookedAt.get(`${c.day} ${c.minute}`) ?? 0) + 1);
  }
  const today = indiaDay(now);
  return Array.from({ length: days }, (_, i) => {
    const day = addDays(today, i);
    const dayOfWeek = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (holidays.has(day)) return { dateString: day, dayOfWeek, noSlotReason: NoSlotReason.holiday, slots: [] };
    const slots: CalendarSlot[] = [];
    for (const range of daySlots(calendar.slots, dayOfWeek)) {
      const pieces = splitSlotRange(range.startTime, range.endTime, range.split);
      const capacities = pieceCapacities(range.totalSlots, pieces.length);
      pieces.forEach((piece, p) => {
        const start = atIndiaMinute(day, piece.start);
        if (start.getTime() <= now.getTime() || capacities[p] === 0) return;
        // A booking counts in the piece it falls in, wherever inside it its minute lies.
        let booked = 0;
        for (let m = piece.start; m < piece.end; m++) booked += bookedAt.get(`${day} ${m}`) ?? 0;
        const occupancy = { capacity: capacities[p], booked, holds: holds.get(start.getTime()) ?? [] };
        const end = atIndiaMinute(day, piece.end);
        slots.push({
          start,
          end,
          slotStartDateTime: formatSlotStamp(start),
          slotEndDateTime: formatSlotStamp(end),
          slotDistributionForDate: day,
          slotDistributionForInterval: `${formatDayMinutes(piece.start)} - ${formatDayMinutes(piece.end)}`,
          capacity: capacities[p],
          placesLeft: placesLeftFor(occupancy, viewer, now),
          heldByYou: heldBy(occupancy, viewer, now),
        });
      });
    }
    const noSlotReason = slots.length === 0 ? NoSlotReason.noSchedule : slots.every((s) => s.placesLeft === 0) ? NoSlotReason.full : null;
    return { dateString: day, dayOfWeek, noSlotReason, slots };
  });
}

/** The piece of the doctor's calendar an instant falls in, with its capacity; undefined when the doctor does not work then. */
export function pieceHolding(calendar: DoctorCalendar, at: Date): { start: Date; end: Date; capacity: number } | undefined {
  const { day, dayOfWeek, minute } = indiaClock(at);
  if (activeHolidayDays(calendar.holidays).includes(day)) return undefined;
  for (const range of daySlots(calendar.slots, dayOfWeek)) {
    const pieces = splitSlotRange(range.startTime, range.endTime, range.split);
    const capacities = pieceCapacities(range.totalSlots, pieces.length);
    const p = pieces.findIndex((x) => x.start <= minute && minute < x.end);
    if (p >= 0 && capacities[p] > 0) return { start: atIndiaMinute(day, pieces[p].start), end: atIndiaMinute(day, pieces[p].end), capacity: capacities[p] };
  }
  return undefined;
}

/** The piece that starts exactly at an instant (a slot stamp the calendar gave), with its capacity; undefined when none does. */
export function pieceStartingAt(calendar: DoctorCalendar, at: Date): { start: Date; end: Date; capacity: number } | undefined {
  const piece = pieceHolding(calendar, at);
  return piece && piece.start.getTime() === at.getTime() ? piece : undefined;
}
