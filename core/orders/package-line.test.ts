import { describe, expect, it } from 'vitest';
import { indiaInstant } from './appointment-form.ts';
import {
  appointmentDateError, chooseCategory, chooseCity, earliestAppointmentDay, isPastBooking, packageLabel, packageLineError,
  sortedCities, type PackageLine,
} from './package-line.ts';

const NOW = new Date('2026-11-23T10:00:00Z'); // 15:30 in India
const at = (day: string, time = '09:00') => indiaInstant(day, time)!;
const LINE: PackageLine = { categoryId: 1, city: 'Pune', packageId: 7, packageName: 'Wellnest Full Body ₹1499', appointmentAt: at('2026-11-30') };

describe('a package line (spec 2 §4, §5)', () => {
  it('shows the package as name plus rupee price', () => {
    expect(packageLabel('Wellnest Full Body', 1499)).toBe('Wellnest Full Body ₹1499');
  });

  it('clears city and package on a new category, and the package on a new city', () => {
    expect(chooseCategory(LINE, 2)).toEqual({ categoryId: 2, city: '', packageId: null, packageName: '', appointmentAt: LINE.appointmentAt });
    expect(chooseCity(LINE, 'Mumbai')).toEqual({ ...LINE, city: 'Mumbai', packageId: null, packageName: '' });
  });

  it('lists cities sorted, each once', () => {
    expect(sortedCities(['Pune', 'Bengaluru', 'Mumbai', 'Pune'])).toEqual(['Bengaluru', 'Mumbai', 'Pune']);
  });

  it('may be added only when category, city, package and date are chosen', () => {
    expect(packageLineError(LINE, NOW)).toBeNull();
    for (const missing of [{ categoryId: null }, { city: '' }, { packageId: null }, { appointmentAt: null }]) {
      expect(packageLineError({ ...LINE, ...missing }, NOW)).toBe('Choose category, city, package and appointment date');
    }
  });

  it('keeps the date between one year ago and 2050-12-31 23:59', () => {
    expect(earliestAppointmentDay(NOW)).toBe('2025-11-23');
    expect(appointmentDateError(at('2025-11-23', '00:00'), NOW)).toBeNull();
    expect(appointmentDateError(at('2025-11-22', '23:59'), NOW)).toBe('Can not set date from more than a year ago');
    expect(appointmentDateError(at('2050-12-31', '23:59'), NOW)).toBeNull();
    expect(appointmentDateError(new Date(at('2050-12-31', '23:59').getTime() + 60_000), NOW)).toBe('Can not set date after 31 Dec 2050 23:59');
    expect(earliestAppointmentDay(new Date('2028-02-29T06:00:00Z'))).toBe('2027-03-01');
  });

  it('is a past booking when its day is before today in India', () => {
    expect(isPastBooking(at('2026-11-22', '23:59'), NOW)).toBe(true);
    expect(isPastBooking(at('2026-11-23', '00:00'), NOW)).toBe(false);
    expect(isPastBooking(at('2026-12-01'), NOW)).toBe(false);
  });
});
