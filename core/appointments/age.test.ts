import { describe, expect, it } from 'vitest';
import { ageFromDob } from './age.ts';

const now = new Date('2026-11-22T06:30:00.000Z');

describe('age from date of birth', () => {
  it('counts whole years on the India day', () => {
    expect(ageFromDob('1990-11-22', now)).toBe(36);
    expect(ageFromDob('1990-11-23', now)).toBe(35);
    expect(ageFromDob('1990-12-01T00:00:00Z', now)).toBe(35);
    expect(ageFromDob('2026-11-22', now)).toBe(0);
    // At 20:00 UTC on the 22nd it is already the 23rd in India: a birthday.
    expect(ageFromDob('1990-11-23', new Date('2026-11-22T20:00:00Z'))).toBe(36);
  });

  it("gives 'NA' for placeholder, zero, missing, malformed and future dates", () => {
    for (const dob of ['0001-01-01', '0000-00-00', '1900-01-01', '', null, undefined, 'unknown', '2030-01-01', '1990-13-01']) {
      expect(ageFromDob(dob, now), String(dob)).toBe('NA');
    }
  });
});
