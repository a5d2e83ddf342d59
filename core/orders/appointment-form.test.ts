import { describe, expect, it } from 'vitest';
import { additionalDetailError, appointmentErrors, canSubmitAppointment, indiaInstant, type AppointmentDraft } from './appointment-form.ts';

const NOW = new Date('2026-11-23T10:00:00Z'); // 15:30 in India
const VALID: AppointmentDraft = {
  name: 'Rahul Sharma',
  uniqueId: 'KSS-1001',
  email: 'rahul@example.com',
  gender: 'Male',
  mobile: '9876543210',
  alternateMobile: '',
  sumAssured: '',
  annualPremium: '',
  clientDob: '',
  firstPreference: new Date('2026-11-24T04:30:00Z'),
  secondPreference: null,
  additionalDetails: [],
};
const errorsOf = (change: Partial<AppointmentDraft>) => appointmentErrors({ ...VALID, ...change }, NOW);

describe('appointment form rules (spec 2 §5)', () => {
  it('accepts a complete draft', () => {
    expect(errorsOf({})).toEqual({});
    expect(canSubmitAppointment(errorsOf({}))).toBe(true);
  });

  it('names each field with the spec\'s own message', () => {
    expect(errorsOf({ name: 'Ram' }).name).toBe('Name must be longer than 3 charecters');
    expect(errorsOf({ name: '  Ravi  ' }).name).toBeUndefined();
    expect(errorsOf({ uniqueId: '   ' }).uniqueId).toBe('Unique ID cannot be blank');
    expect(errorsOf({ email: 'rahul@example' }).email).toBe('Enter valid email address');
    expect(errorsOf({ gender: '' }).gender).toBe('Enter gender');
    expect(errorsOf({ gender: 'M' }).gender).toBe('Enter gender');
    expect(errorsOf({ gender: 'Others' }).gender).toBeUndefined();
    expect(errorsOf({ mobile: '6876543210' }).mobile).toBe('Enter correct phone number');
    expect(errorsOf({ mobile: '987654321' }).mobile).toBe('Enter correct phone number');
    expect(errorsOf({ mobile: '7876543210' }).mobile).toBeUndefined();
    expect(errorsOf({ alternateMobile: '5876543210' }).alternateMobile).toBe('Enter correct phone number');
    expect(errorsOf({ alternateMobile: '' }).alternateMobile).toBeUndefined();
    expect(errorsOf({ sumAssured: '12e5' }).sumAssured).toBe('Annual Premium has to be a Number');
    expect(errorsOf({ sumAssured: '500000' }).sumAssured).toBeUndefined();
    expect(errorsOf({ annualPremium: '-4' }).annualPremium).toBe('Annual Premium has to be a Number');
  });

  it('refuses preference times earlier than now and a date of birth in the future', () => {
    expect(errorsOf({ firstPreference: null }).firstPreference).toBe('Choose the first preference time');
    expect(errorsOf({ firstPreference: new Date('2026-11-23T09:59:00Z') }).firstPreference).toBe('Preference time cannot be earlier than now');
    expect(errorsOf({ secondPreference: new Date('2026-11-22T09:00:00Z') }).secondPreference).toBe('Preference time cannot be earlier than now');
    expect(errorsOf({ clientDob: '2026-11-24' }).clientDob).toBe('Date of birth cannot be in the future');
    expect(errorsOf({ clientDob: '2026-11-23' }).clientDob).toBeUndefined();
    expect(canSubmitAppointment(errorsOf({ clientDob: '2030-01-01' }))).toBe(false);
  });

  it('reads a picked India day and time as one instant', () => {
    expect(indiaInstant('2026-11-24', '10:00')?.toISOString()).toBe('2026-11-24T04:30:00.000Z');
    expect(indiaInstant('2026-11-24', '')).toBeNull();
    expect(indiaInstant('', '10:00')).toBeNull();
    expect(indiaInstant('2026-11-24', '24:00')).toBeNull();
  });
});

describe('additional details (spec 2 §5)', () => {
  const added = [{ key: 'hrName', value: 'Asha' }];
  it('needs a name and a value, and a name not already present', () => {
    expect(additionalDetailError(added, { key: 'PAN', value: 'ABCDE1234F' })).toBeNull();
    expect(additionalDetailError(added, { key: ' ', value: 'x' })).toBe('Enter the name of the detail');
    expect(additionalDetailError(added, { key: 'PAN', value: '  ' })).toBe('Enter the value of the detail');
    expect(additionalDetailError(added, { key: 'hrName', value: 'Ravi' })).toBe('This detail is already added');
    expect(additionalDetailError(added, { key: 'sumAssured', value: '5' })).toBe('This detail is already added');
  });
  it('judges a whole list as if added one by one', () => {
    expect(errorsOf({ additionalDetails: [...added, { key: 'hrName', value: 'Ravi' }] }).additionalDetails).toBe('This detail is already added');
    expect(errorsOf({ additionalDetails: [{ key: 'PAN', value: '' }] }).additionalDetails).toBe('Enter the value of the detail');
  });
});
