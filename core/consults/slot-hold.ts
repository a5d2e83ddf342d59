/** How long opening a slot keeps one place for the user (issue 14: "a few minutes"). */
export const HOLD_MINUTES = 5;
/**
 * The most slots one user may hold at once, over all requests and doctors (issue 27): a desk user
 * works one reschedule dialog at a time, perhaps one per browser tab; without a cap one user held
 * 12 of a doctor's 29 free slots, so no one else could book them.
 */
export const MAX_HOLDS_PER_USER = 3;

/** One user's hold on a place of a slot, for one request. */
export interface SlotHold {
  readonly userId: number;
  readonly requestId: number;
  readonly expiresOn: Date;
}

/** What a slot's places are taken by: booked consults and holds. */
export interface SlotOccupancy {
  readonly capacity: number;
  readonly booked: number;
  readonly holds: readonly SlotHold[];
}

export const HoldMessage = {
  taken: 'This slot was just taken; please choose another',
  past: 'This slot has already started; please choose another',
  notWorking: 'The doctor has no slot at that time; please choose another',
  tooMany: `You already hold ${MAX_HOLDS_PER_USER} slots; book or release one before holding another`,
} as const;

const live = (holds: readonly SlotHold[], now: Date) => holds.filter((h) => h.expiresOn.getTime() > now.getTime());

/** Whether a user holds a place of the slot now. */
export function heldBy(slot: SlotOccupancy, userId: number, now: Date): boolean {
  return live(slot.holds, now).some((h) => h.userId === userId);
}

/**
 * The places a user can still have: capacity less the booked consults and the live holds of
 * others. The user's own hold is theirs, so it is counted as free to them; a lapsed hold is free
 * to everyone.
 */
export function placesLeftFor(slot: SlotOccupancy, userId: number, now: Date): number {
  const others = live(slot.holds, now).filter((h) => h.userId !== userId).length;
  return Math.max(0, slot.capacity - slot.booked - others);
}

/**
 * Why a user may not hold one more slot for this request, or null when they may: their live holds
 * for other requests must stay under the cap. Moving the hold of this request to another slot is
 * no new hold, and a lapsed hold is nobody's.
 */
export function holdCapRefusal(userHolds: readonly SlotHold[], requestId: number, now: Date): string | null {
  const others = live(userHolds, now).filter((h) => h.requestId !== requestId).length;
  return others >= MAX_HOLDS_PER_USER ? HoldMessage.tooMany : null;
}

/** When a hold taken now lapses. */
export function holdExpiry(now: Date): Date {
  return new Date(now.getTime() + HOLD_MINUTES * 60_000);
}

/** Whole seconds a hold has left, for the dialog's countdown (0 once lapsed). */
export function holdSecondsLeft(expiresOn: Date, now: Date): number {
  return Math.max(0, Math.ceil((expiresOn.getTime() - now.getTime()) / 1000));
}

/** The countdown as the dialog shows it: m:ss. */
export function countdownText(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
