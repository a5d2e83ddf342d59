import { PLACE_TAKING_STATUS_IDS } from '../consults/offline-tabs.ts';
import { worksAt, type DoctorCalendar } from './impact-calendar.ts';

/**
 * The statuses of a consult that is still to happen and that a schedule change can hit: the ones
 * that take a place of the doctor's slot (awaiting confirmation or booked). Cancelled, attended
 * and closed consults are history.
 */
export const BOOKED_STATUSES: readonly number[] = PLACE_TAKING_STATUS_IDS;

/** A booked consult with a doctor, as the impact rule reads it. */
export interface BookedConsult {
  readonly requestId: number;
  readonly doctorId: number;
  readonly at: Date;
  readonly statusId: number;
}

/**
 * The consults a schedule change hits: still booked, not yet begun, inside the doctor's working
 * time before the change and outside it after (a new holiday, a removed or shortened range).
 * A consult already outside the old schedule is not the change's doing, so it is not listed.
 */
export function consultsHitByChange(booked: readonly BookedConsult[], before: DoctorCalendar, after: DoctorCalendar, now: Date): BookedConsult[] {
  return booked
    .filter((c) => BOOKED_STATUSES.includes(c.statusId) && c.at.getTime() >= now.getTime())
    .filter((c) => worksAt(before, c.at) && !worksAt(after, c.at))
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.requestId - b.requestId);
}

/** What the screen says above the list: "7 booked appointments fall on these days". */
export function impactHeadline(count: number): string {
  return `${count} booked ${count === 1 ? 'appointment falls' : 'appointments fall'} on these days`;
}
