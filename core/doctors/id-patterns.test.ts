import { describe, expect, it } from 'vitest';
import { GOVERNMENT_ID_TYPES, governmentIdErrors, mcIdErrors, offeredIdTypes, repeatsIdType } from './id-patterns.ts';

const gov = (idName: string, idNumber: string, other?: string) => governmentIdErrors({ idName, idNumber, other });

describe('government IDs', () => {
  it('checks each type by its pattern and message', () => {
    expect(gov('Aadhar Card', '123456789012')).toEqual({});
    expect(gov('Aadhar Card', '12345678901')).toEqual({ idNumber: 'Invalid Aadhar Card Number' });
    expect(gov('Pan Card', 'ABCDE1234F')).toEqual({});
    expect(gov('Pan Card', 'abcde1234f')).toEqual({ idNumber: 'Invalid Pan Card Number' });
    expect(gov('Passport', 'K1234567')).toEqual({});
    expect(gov('Passport', 'K123456')).toEqual({ idNumber: 'Invalid Passport Number' });
    expect(gov("Driver's License", 'KA0120190001234')).toEqual({});
    expect(gov("Driver's License", 'KA012019000123')).toEqual({ idNumber: "Invalid Driver's License Number" });
    expect(gov('Other', 'X1', 'Voter ID')).toEqual({ other: 'Invalid Input. Only (A-Z) and (0-9) are allowed.' });
    expect(gov('Other', 'X1', 'A'.repeat(26))).toEqual({ other: 'Maximum 12 characters allowed' });
    expect(gov('Other', 'X1', 'VoterID')).toEqual({});
    expect(gov('', '')).toEqual({ idName: 'Mandatory information', idNumber: 'Mandatory information' });
    expect(gov('Ration Card', '1')).toEqual({ idName: 'Invalid ID type.' });
    expect(gov('Passport', 'K12-4567')).toEqual({ idNumber: 'Invalid Input' });
  });
  it('does not offer a type already active, except the one edited', () => {
    const items = [{ idName: 'Pan Card', idNumber: 'ABCDE1234F' }, { idName: 'Passport', idNumber: 'K1234567', isActive: false }];
    expect(offeredIdTypes(items, null)).toEqual(['Aadhar Card', 'Passport', "Driver's License", 'Other']);
    expect(offeredIdTypes(items, 0)).toContain('Pan Card');
  });
  it('finds an active ID whose type another active ID holds, for every type; inactive ones repeat nothing', () => {
    for (const idName of GOVERNMENT_ID_TYPES) {
      const one = { idName, idNumber: 'X' };
      expect(repeatsIdType([one, { ...one }], 1), idName).toBe(true);
      expect(repeatsIdType([one, { ...one }], 0), idName).toBe(true);
      expect(repeatsIdType([{ ...one, isActive: false }, one], 1), idName).toBe(false);
      expect(repeatsIdType([one, { ...one, isActive: false }], 1), idName).toBe(false);
    }
    expect(repeatsIdType([{ idName: 'Pan Card', idNumber: 'X' }, { idName: 'Passport', idNumber: 'Y' }], 1)).toBe(false);
    expect(repeatsIdType([{ idName: 'Ration Card', idNumber: 'X' }, { idName: 'Ration Card', idNumber: 'Y' }], 1)).toBe(false);
  });
});

describe('MCI IDs', () => {
  it('allows one active national ID and 6 to 12 letters or digits', () => {
    const india = { idName: 'India', idNumber: 'ABC123' };
    expect(mcIdErrors(india, [india], 0)).toEqual({});
    expect(mcIdErrors(india, [india], null)).toEqual({ idName: 'National ID is already added' });
    expect(mcIdErrors(india, [{ ...india, isActive: false }], null)).toEqual({});
    expect(mcIdErrors({ idName: 'Kerala', idNumber: 'AB12' }, [], null)).toEqual({ idNumber: 'Minimum 6 characters required' });
    expect(mcIdErrors({ idName: 'Kerala', idNumber: 'A'.repeat(13) }, [], null)).toEqual({ idNumber: 'Maximum 12 characters allowed' });
  });
});
