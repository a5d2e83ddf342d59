import type { DayMinutes } from './slot-split.ts';

/** Week days as the spec numbers them: 0 Sunday to 6 Saturday. */
export const WEEK_DAYS = [
  { dayOfWeek: 0, label: 'Sunday' },
  { dayOfWeek: 1, label: 'Monday' },
  { dayOfWeek: 2, label: 'Tuesday' },
  { dayOfWeek: 3, label: 'Wednesday' },
  { dayOfWeek: 4, label: 'Thursday' },
  { dayOfWeek: 5, label: 'Friday' },
  { dayOfWeek: 6, label: 'Saturday' },
] as const;

/** At most three durations a day (spec 3 §2.5, §9). */
export const MAX_DURATIONS_PER_DAY = 3;

/** One stored slot in the spec's shape (spec 3 §3.2), the fields the schedule rules read. */
export interface ScheduleSlot {
  readonly id?: number | null;
  readonly dayOfWeek: number;
  readonly startTime: DayMinutes;
  readonly endTime: DayMinutes;
  readonly totalSlots: number;
  readonly split: number;
  readonly isActive?: boolean;
}

/** An item without isActive counts as active (spec 3 §4.2). */
export function isActiveItem(item: { isActive?: boolean | null }): boolean {
  return item.isActive !== false;
}

/** The active slots of one week day, earliest first. */
export function daySlots(slots: readonly ScheduleSlot[], dayOfWeek: number): ScheduleSlot[] {
  return slots.filter((s) => s.dayOfWeek === dayOfWeek && isActiveItem(s)).sort((a, b) => a.startTime - b.startTime);
}

/**
 * Copy-day: the target days get the source day's durations. The target's stored slots are
 * soft-deleted (isActive false) and the copies are new items, as the spec's list items are.
 */
export function copyDay<T extends ScheduleSlot>(slots: readonly T[], from: number, to: readonly number[]): (T | ScheduleSlot)[] {
  const targets = new Set(to.filter((d) => d !== from));
  const source = daySlots(slots, from);
  const kept = slots.flatMap((s): T[] => {
    if (!targets.has(s.dayOfWeek) || !isActiveItem(s)) return [s];
    return s.id ? [{ ...s, isActive: false }] : [];
  });
  const copies = [...targets].flatMap((dayOfWeek) =>
    source.map((s) => ({ dayOfWeek, startTime: s.startTime, endTime: s.endTime, totalSlots: s.totalSlots, split: s.split, isActive: true })),
  );
  return [...kept, ...copies];
}

/**
 * Applies what the editor sends to the stored slots, as onboardDoctor does: an item with an id
 * replaces the stored one of that id, an item without an id is added, a stored item not sent
 * stays as it was (spec 3 §7, list items).
 */
export function mergeSlotChanges<T extends ScheduleSlot>(stored: readonly T[], sent: readonly T[]): T[] {
  const byId = new Map(sent.filter((s) => s.id).map((s) => [s.id, s]));
  return [...stored.map((s) => (s.id && byId.has(s.id) ? byId.get(s.id)! : s)), ...sent.filter((s) => !s.id || !stored.some((x) => x.id === s.id))];
}
