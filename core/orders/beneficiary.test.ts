import { describe, expect, it } from 'vitest';
import { beneficiaryError, type Beneficiary } from './beneficiary.ts';

const NOW = new Date('2026-11-23T20:00:00Z'); // 24 Nov 01:30 in India
const ASHA: Beneficiary = { username: 'Asha Verma', gender: 'F', address: '12 MG Road, Pune', dob: '1990-05-01' };
const errorOf = (change: Partial<Beneficiary>) => beneficiaryError({ ...ASHA, ...change }, NOW);

describe('a beneficiary (spec 2 §5)', () => {
  it('may be added when name, gender, address and date of birth are all present', () => {
    expect(errorOf({})).toBeNull();
    expect(errorOf({ gender: 'M' })).toBeNull();
    for (const missing of [{ username: ' ' }, { gender: '' }, { gender: 'Other' }, { address: '' }, { dob: '' }, { dob: '1990-02-30' }]) {
      expect(errorOf(missing)).toBe('Enter name, gender, address and date of birth');
    }
  });

  it('cannot be born later than today in India', () => {
    expect(errorOf({ dob: '2026-11-24' })).toBeNull();
    expect(errorOf({ dob: '2026-11-25' })).toBe('Date of birth cannot be in the future');
  });
});
