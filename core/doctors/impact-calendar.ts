import { IST_OFFSET_MINUTES, indiaDay, startOfIndiaDay, addDays } from '../shared/india-time.ts';
import { daySlots, type ScheduleSlot } from './schedule-week.ts';
import { activeHolidayDays, type Holiday } from './holiday-list.ts';
import { splitSlotRange, type SlotPiece } from './slot-split.ts';

/** What decides when a doctor sees patients: the weekly slots and the holidays. */
export interface DoctorCalendar {
  readonly slots: readonly ScheduleSlot[];
  readonly holidays: readonly Holiday[];
}

/** The India day, its week day and minute of the day of an instant (clinics run on India time). */
export function indiaClock(at: Date): { day: string; dayOfWeek: number; minute: number } {
  const day = indiaDay(at);
  const shifted = at.getTime() + IST_OFFSET_MINUTES * 60_000;
  const minute = Math.floor((((shifted % 86_400_000) + 86_400_000) % 86_400_000) / 60_000);
  return { day, dayOfWeek: new Date(`${day}T00:00:00Z`).getUTCDay(), minute };
}

/** The instant of a minute of an India day. */
export function atIndiaMinute(day: string, minute: number): Date {
  return new Date(startOfIndiaDay(day).getTime() + minute * 60_000);
}

/** The bookable pieces of a day (none on a holiday), earliest first. */
export function dayPieces(calendar: DoctorCalendar, day: string): SlotPiece[] {
  if (activeHolidayDays(calendar.holidays).includes(day)) return [];
  const dayOfWeek = new Date(`${day}T00:00:00Z`).getUTCDay();
  return daySlots(calendar.slots, dayOfWeek).flatMap((s) => splitSlotRange(s.startTime, s.endTime, s.split));
}

/** The piece of the doctor's day an instant falls in, or null when the doctor does not work then. */
export function pieceAt(calendar: DoctorCalendar, at: Date): SlotPiece | null {
  const { day, minute } = indiaClock(at);
  return dayPieces(calendar, day).find((p) => p.start <= minute && minute < p.end) ?? null;
}

/** Whether the doctor works at an instant: inside an active slot range of that week day, not on a holiday. */
export function worksAt(calendar: DoctorCalendar, at: Date): boolean {
  const { day, dayOfWeek, minute } = indiaClock(at);
  if (activeHolidayDays(calendar.holidays).includes(day)) return false;
  return daySlots(calendar.slots, dayOfWeek).some((s) => s.startTime <= minute && minute < s.endTime);
}

/**
 * Whether the doctor can take one more appointment at an instant: it falls in one of their pieces
 * and none of their booked appointments falls in the same piece.
 */
export function isFreeAt(calendar: DoctorCalendar, booked: readonly Date[], at: Date): boolean {
  const piece = pieceAt(calendar, at);
  if (!piece) return false;
  const { day } = indiaClock(at);
  return !booked.some((b) => {
    const c = indiaClock(b);
    return c.day === day && piece.start <= c.minute && c.minute < piece.end;
  });
}

/** The first free piece starting after `after`, looking at most `horizonDays` ahead; null if none. */
export function nextFreeSlot(calendar: DoctorCalendar, booked: readonly Date[], after: Date, horizonDays = 60): Date | null {
  const first = indiaDay(after);
  for (let i = 0; i <= horizonDays; i++) {
    const day = addDays(first, i);
    for (const piece of dayPieces(calendar, day)) {
      const at = atIndiaMinute(day, piece.start);
      if (at.getTime() > after.getTime() && isFreeAt(calendar, booked, at)) return at;
    }
  }
  return null;
}
