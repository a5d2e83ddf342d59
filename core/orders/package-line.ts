import { indiaDay, startOfIndiaDay } from '../shared/india-time.ts';

/** Messages of the package panel: the first (too early) is the spec's (§5, verbatim); the rest are the project's (docs/decisions.md). */
export const PackageLineMessage = {
  tooEarly: 'Can not set date from more than a year ago',
  tooLate: 'Can not set date after 31 Dec 2050 23:59',
  incomplete: 'Choose category, city, package and appointment date',
} as const;

/** The latest appointment the date picker offers (spec 2 §5, §9): 2050-12-31 23:59 in India. */
export const LATEST_APPOINTMENT = new Date(startOfIndiaDay('2050-12-31').getTime() + (23 * 60 + 59) * 60_000);

/** A package line as the panel holds it (spec 2 §3): the category, city and package chosen, and when. */
export interface PackageLine {
  categoryId: number | null;
  city: string;
  packageId: number | null;
  /** What the package select showed: name plus rupee price (packageLabel). */
  packageName: string;
  appointmentAt: Date | null;
}

export const EMPTY_PACKAGE_LINE: PackageLine = { categoryId: null, city: '', packageId: null, packageName: '', appointmentAt: null };

/** The package select's text (spec 2 §3: "name plus rupee price"). */
export function packageLabel(name: string, price: number): string {
  return `${name} ₹${price}`;
}

/** Spec 2 §4: choosing a category clears the city and the package, whose lists depend on it. */
export function chooseCategory(line: PackageLine, categoryId: number | null): PackageLine {
  return { ...line, categoryId, city: '', packageId: null, packageName: '' };
}

/** Spec 2 §4: choosing a city clears the package. */
export function chooseCity(line: PackageLine, city: string): PackageLine {
  return { ...line, city, packageId: null, packageName: '' };
}

/** Cities as the select lists them (spec 2 §7: sorted), each once. */
export function sortedCities(cities: readonly string[]): string[] {
  return [...new Set(cities)].sort((a, b) => a.localeCompare(b, 'en'));
}

/** The first India day an appointment may fall on: the same date one year before today (spec 2 §9). */
export function earliestAppointmentDay(now: Date): string {
  const today = indiaDay(now);
  const year = Number(today.slice(0, 4)) - 1;
  const candidate = `${String(year).padStart(4, '0')}${today.slice(4)}`;
  // 29 February of a leap year: a year earlier has no such day, so the earliest day is 1 March.
  return candidate.endsWith('-02-29') && !isLeap(year) ? `${candidate.slice(0, 4)}-03-01` : candidate;
}

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** The appointment time's problem, or null: not before one year ago, not after 2050-12-31 23:59. */
export function appointmentDateError(at: Date, now: Date): string | null {
  if (indiaDay(at) < earliestAppointmentDay(now)) return PackageLineMessage.tooEarly;
  if (at > LATEST_APPOINTMENT) return PackageLineMessage.tooLate;
  return null;
}

/** Spec 2 §4: an appointment on a day before today (India time) is a past booking. */
export function isPastBooking(at: Date, now: Date): boolean {
  return indiaDay(at) < indiaDay(now);
}

/** Why the line cannot be added, or null (spec 2 §5): all four chosen and the date within its allowed range. */
export function packageLineError(line: PackageLine, now: Date): string | null {
  if (line.categoryId === null || line.city.trim() === '' || line.packageId === null || !line.appointmentAt) return PackageLineMessage.incomplete;
  return appointmentDateError(line.appointmentAt, now);
}
