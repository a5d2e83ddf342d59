import { describe, expect, it } from 'vitest';
import { emptyProfile, type DoctorProfile } from './doctor-profile.ts';
import { descriptionError, draftError, feeError, nameError, practiceStartDateError, profileErrors } from './profile-rules.ts';

const TODAY = '2026-11-23';
const check = { isMasterProvider: false, today: TODAY };
const complete: DoctorProfile = {
  ...emptyProfile(7), firstName: 'Asha', gender: 'female', specialization: 'Dentist', image: 'f1', practiceStartDate: '2015-01-01',
  qualifications: [{ qualification: 'BDS', category: 'Graduation' }], languages: ['English'], customerFee: '750',
};

describe('doctor profile rules', () => {
  it('checks names, description, date and fee with the spec messages', () => {
    expect([nameError('Dr. Asha', true), nameError('   ', true), nameError('', false), nameError('Asha1', true)]).toEqual([
      undefined, 'Name cannot be empty.', undefined, "Only A-Z, a-z, '.' and spaces are allowed.",
    ]);
    expect([descriptionError('x'.repeat(299)), descriptionError('x'.repeat(300))]).toEqual([undefined, 'Limit is 150 words only']);
    expect([practiceStartDateError('', TODAY), practiceStartDateError('2026-02-30', TODAY), practiceStartDateError('2026-11-24', TODAY), practiceStartDateError(TODAY, TODAY)])
      .toEqual(['Mandatory Information', 'Invalid Start date ', 'Invalid Practice Start Date', undefined]);
    expect(['', '12a', '0', '10000', '9999', '1'].map(feeError)).toEqual(['Mandatory Information', 'Invalid Input', 'Invalid Input', 'Invalid Input', undefined, undefined]);
  });
  it('needs every mandatory field to go to QC', () => {
    expect(profileErrors(complete, check)).toEqual({});
    expect(profileErrors(emptyProfile(7), check)).toEqual({
      doctorFirstName: 'Name cannot be empty.', doctorImageUrl: 'Mandatory Information', gender: 'Mandatory Information',
      doctorSpecialization: 'Mandatory Information', doctorQualification: 'Mandatory Information', doctorLanguages: 'Mandatory Information',
      doctorPracticeStartDate: 'Mandatory Information', customerFee: 'Mandatory Information',
    });
    expect(profileErrors({ ...complete, providerId: null }, { ...check, isMasterProvider: true })).toEqual({ providerId: 'Mandatory Information' });
  });
  it('refuses two active government IDs of one type, which the form never offers', () => {
    const aadhar = { idName: 'Aadhar Card', idNumber: '123456789012' };
    expect(profileErrors({ ...complete, governmentIds: [aadhar, { ...aadhar, idNumber: '210987654321' }] }, check)).toEqual({ governmentIds: 'Invalid ID type.' });
    expect(profileErrors({ ...complete, governmentIds: [{ ...aadhar, isActive: false }, aadhar] }, check)).toEqual({});
  });
  it('saves a draft only with first name, provider, gender and speciality', () => {
    const draft = { ...emptyProfile(7), firstName: 'Asha', gender: 'female', specialization: 'Dentist' };
    expect(draftError(draft, check)).toBeUndefined();
    expect(draftError({ ...draft, gender: '' }, check)).toBe('Mandatory Feilds Missing/ Incorect Details Filled');
    expect(draftError({ ...draft, firstName: ' ' }, check)).toBe('Mandatory Feilds Missing/ Incorect Details Filled');
    expect(draftError({ ...draft, providerId: null }, { ...check, isMasterProvider: true })).toBe('Mandatory Feilds Missing/ Incorect Details Filled');
  });
});
