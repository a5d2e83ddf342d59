import { isActiveItem } from './schedule-week.ts';
import { holidayRangeError, rangeDays, type HolidayMessage } from './holiday-rules.ts';

/** A holiday in the spec's shape (spec 3 §3.2): one day, kept with its id once saved. */
export interface Holiday {
  readonly id?: number | null;
  readonly date: string;
  readonly isActive?: boolean;
  readonly updatedBy?: string | null;
}

/** A range a person asks for: the days from `date` to `endDate` (one day when endDate is absent). */
export interface HolidayChange {
  readonly id?: number | null;
  readonly date: string;
  readonly endDate?: string | null;
  readonly isActive?: boolean;
}

/**
 * Adds a range: a day already listed is reactivated (spec 3 §4.2 "adding a holiday for an existing
 * date reactivates it"), a new day is a new unsaved entry.
 */
export function addHolidayRange(holidays: readonly Holiday[], start: string, end: string, by: string): Holiday[] {
  const days = rangeDays(start, end);
  const listed = new Set(holidays.map((h) => h.date));
  const updated = holidays.map((h) => (days.includes(h.date) && !isActiveItem(h) ? { ...h, isActive: true, updatedBy: by } : h));
  return [...updated, ...days.filter((d) => !listed.has(d)).map((date) => ({ date, isActive: true, updatedBy: by }))];
}

/** Removes a day: a saved entry is marked inactive, an unsaved one is dropped (spec 3 §4.2). */
export function removeHoliday(holidays: readonly Holiday[], date: string, by: string): Holiday[] {
  return holidays.flatMap((h) => {
    if (h.date !== date || !isActiveItem(h)) return [h];
    return h.id ? [{ ...h, isActive: false, updatedBy: by }] : [];
  });
}

/** The active holiday days, sorted. */
export function activeHolidayDays(holidays: readonly Holiday[]): string[] {
  return [...new Set(holidays.filter(isActiveItem).map((h) => h.date))].sort();
}

/**
 * Applies what the editor sends to the stored list, as the server does. A change that adds or
 * reactivates days must pass the range rules (the server refuses what the form refuses); a saved
 * entry sent back unchanged, or a removal, need not (a past holiday may be removed).
 */
export function applyHolidayChanges(
  stored: readonly Holiday[],
  changes: readonly HolidayChange[],
  today: string,
  by: string,
): { ok: true; holidays: Holiday[] } | { ok: false; error: HolidayMessage } {
  let holidays: Holiday[] = [...stored];
  for (const change of changes) {
    const end = change.endDate ?? change.date;
    if (!isActiveItem(change)) {
      for (const day of rangeDays(change.date, end)) holidays = removeHoliday(holidays, day, by);
      continue;
    }
    const unchanged = change.date === end && holidays.some((h) => h.date === change.date && isActiveItem(h));
    if (unchanged) continue;
    const error = holidayRangeError(change.date, end, today);
    if (error) return { ok: false, error };
    holidays = addHolidayRange(holidays, change.date, end, by);
  }
  return { ok: true, holidays };
}
