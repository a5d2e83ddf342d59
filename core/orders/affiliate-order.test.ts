import { describe, expect, it } from 'vitest';
import { indiaInstant } from './appointment-form.ts';
import { affiliateOrderProblem, looksSubmittable, pastBookingFlags, type AffiliateOrder } from './affiliate-order.ts';

const NOW = new Date('2026-11-23T10:00:00Z');
const line = (day: string) => ({ categoryId: 1, city: 'Pune', packageId: 7, packageName: 'Wellnest Full Body ₹1499', appointmentAt: indiaInstant(day, '09:00') });
const ORDER: AffiliateOrder = {
  phone: '9876543210',
  email: 'asha@example.com',
  emailNotOfUser: false,
  keyword: 'Wellnest',
  beneficiaries: [{ username: 'Asha Verma', gender: 'F', address: '12 MG Road, Pune', dob: '1990-05-01' }],
  lines: [line('2026-11-30')],
};
const problemOf = (change: Partial<AffiliateOrder>) => affiliateOrderProblem({ ...ORDER, ...change }, NOW);

describe('a whole affiliate order, as the server judges it by the form\'s rules', () => {
  it('passes when every part passes', () => {
    expect(problemOf({})).toBeNull();
    expect(looksSubmittable(ORDER)).toBe(true);
  });

  it('names the first broken part with the form\'s message', () => {
    expect(problemOf({ phone: '123' })).toEqual({ at: 'phone', message: 'Enter correct phone number' });
    expect(problemOf({ email: 'asha' })).toEqual({ at: 'email', message: 'Enter valid email address' });
    expect(problemOf({ beneficiaries: [] })).toEqual({ at: 'beneficiaries', message: 'Add at least one beneficiary' });
    expect(problemOf({ lines: [] })).toEqual({ at: 'lines', message: 'Add at least one package' });
    expect(problemOf({ beneficiaries: [...ORDER.beneficiaries, { username: 'Baby', gender: 'M', address: 'x', dob: '2027-01-01' }] })).toEqual({
      at: 'beneficiary', index: 1, message: 'Date of birth cannot be in the future',
    });
    expect(problemOf({ lines: [line('2026-11-30'), line('2024-01-01')] })).toEqual({ at: 'line', index: 1, message: 'Can not set date from more than a year ago' });
    expect(looksSubmittable({ ...ORDER, lines: [] })).toBe(false);
  });

  it('flags lines dated before today as past bookings', () => {
    expect(pastBookingFlags([line('2026-11-30'), line('2026-11-01')], NOW)).toEqual([false, true]);
  });
});
