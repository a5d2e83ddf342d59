import type { DoctorCalendar } from '../doctors/impact-calendar.ts';
import { pieceStartingAt, type Booking } from './slot-calendar.ts';
import { HoldMessage, placesLeftFor, type SlotHold } from './slot-hold.ts';

/** What decides whether one more consult fits a slot: the doctor's calendar and what already takes its places. */
export interface PlaceRequest {
  readonly calendar: DoctorCalendar;
  /** The slot's start, as the calendar gave it. */
  readonly at: Date;
  /** The doctor's consults taking places around that time (the request being moved left out). */
  readonly bookings: readonly Booking[];
  /** The holds on the slot starting at `at`. */
  readonly holds: readonly SlotHold[];
  readonly userId: number;
  readonly requestId: number;
  readonly now: Date;
}

/**
 * Why a place of the slot starting at `at` cannot go to this user for this request, or null when
 * it can: the doctor must have a slot starting then, not yet started, with a place left once the
 * booked consults and others' live holds are counted. A user's hold for another request is
 * someone else's place for this one. Holding and booking both ask this, under the doctor's lock.
 */
export function placeRefusal(r: PlaceRequest): string | null {
  const piece = pieceStartingAt(r.calendar, r.at);
  if (!piece) return HoldMessage.notWorking;
  if (piece.start.getTime() <= r.now.getTime()) return HoldMessage.past;
  const booked = r.bookings.filter((b) => b.at.getTime() >= piece.start.getTime() && b.at.getTime() < piece.end.getTime()).length;
  const holds = r.holds.map((h) => (h.requestId === r.requestId ? h : { ...h, userId: -1 }));
  return placesLeftFor({ capacity: piece.capacity, booked, holds }, r.userId, r.now) > 0 ? null : HoldMessage.taken;
}
