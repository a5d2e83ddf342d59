import { describe, expect, it } from 'vitest';
import { chooseComms, toggleChannel, toggleTopic } from './spoc-comms.ts';
import { EMPTY_SPOC_FORM, type SpocForm } from './spoc-form.ts';
import { phoneError, spocEmailError, spocFormErrors, spocNameError } from './spoc-form-rules.ts';

const valid: SpocForm = {
  ...EMPTY_SPOC_FORM,
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@clinic.example',
  accessLevel: 'editor',
  services: { ofc: true, labs: false },
  departments: { ofc: ['Dermatologist'], labs: [] },
  comms: chooseComms(EMPTY_SPOC_FORM.comms, 'No'),
};
const own = { isMasterProvider: false };

describe('SPOC form rules (spec 3 §5.5)', () => {
  it('a filled form has no error', () => {
    expect(spocFormErrors(valid, own)).toEqual({});
  });

  it('names: mandatory, letters, dots and spaces, not blank', () => {
    expect(spocNameError('')).toBe('Mandatory Information');
    expect(spocNameError('A. Rao')).toBeUndefined();
    expect(spocNameError('Asha1')).toBe("Only A-Z, a-z, '.' and spaces are allowed.");
    expect(spocNameError('   ')).toBe('Name cannot be empty.');
  });

  it('e-mail: mandatory and address-shaped', () => {
    expect(spocEmailError('')).toBe('Mandatory Information');
    expect(spocEmailError('asha@clinic')).toBe('Invalid email address.');
    expect(spocEmailError('asha@clinic.example')).toBeUndefined();
  });

  it('phone and WhatsApp: optional, digits only, exactly 10 when filled, each with its own wording', () => {
    expect(phoneError('', 'x')).toBeUndefined();
    expect(phoneError('98765a3210', 'x')).toBe('Invalid Input');
    const e = spocFormErrors({ ...valid, phoneNumber: '98765', whatsAppNumber: '12345678901' }, own);
    expect(e.phoneNumber).toBe('Invalid Phone number.');
    expect(e.whatsAppNumber).toBe('Invalid phone number.');
    expect(spocFormErrors({ ...valid, phoneNumber: '9876543210', whatsAppNumber: '9876543210' }, own)).toEqual({});
  });

  it('every mandatory field of an empty form says Mandatory Information', () => {
    expect(spocFormErrors(EMPTY_SPOC_FORM, { isMasterProvider: true })).toEqual({
      providerName: 'Mandatory Information',
      firstName: 'Mandatory Information',
      lastName: 'Mandatory Information',
      email: 'Mandatory Information',
      accessLevel: 'Mandatory Information',
      selectedServices: 'Mandatory Information',
      commsSelection: 'Mandatory Information',
    });
    expect(spocFormErrors({ ...valid, branchId: 7 }, { isMasterProvider: true })).toEqual({});
  });

  it('specialties of a chosen service need an access level first, then a department', () => {
    expect(spocFormErrors({ ...valid, accessLevel: null }, own)['departments.ofc']).toBe('Please select Access level first');
    expect(spocFormErrors({ ...valid, departments: { ofc: [], labs: [] } }, own)['departments.ofc']).toBe('Mandatory Information');
    const labs = spocFormErrors({ ...valid, services: { ofc: true, labs: true } }, own);
    expect(labs['departments.labs']).toBe('Mandatory Information');
    expect(labs['departments.ofc']).toBeUndefined();
  });

  it('a checked topic needs a channel under Yes', () => {
    let comms = toggleTopic(chooseComms(valid.comms, 'Yes'), 'getOrderUpdate', true);
    expect(spocFormErrors({ ...valid, comms }, own)).toEqual({});
    for (const ch of ['Email', 'Whatsapp', 'SMS'] as const) comms = toggleChannel(comms, 'getOrderUpdate', ch, false);
    expect(spocFormErrors({ ...valid, comms }, own)).toEqual({ 'comms.getOrderUpdate': 'Please select at least one communication option' });
  });
});
