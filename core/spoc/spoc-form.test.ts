import { describe, expect, it } from 'vitest';
import { EMPTY_SPOC_FORM, formOf, isUpdate, setPhoneNumber, setSameAsContact, specialtiesRequired, toggleService } from './spoc-form.ts';
import type { SpocRecord } from './spoc-record.ts';

const off = { Email: false, SMS: false, Whatsapp: false };
const stored: SpocRecord = {
  userId: 41, userName: 'asha.rao', firstName: 'Asha', lastName: 'Rao', email: 'asha@clinic.example', mobileNo: '9876543210', entityId: 12,
  providerName: 'Lotus Family Clinic', isActive: false, roleNames: ['viewer', 'editor', 'ofc/Dermatologist/*/editor', 'labs/Pathology/*/editor'],
  whatsAppNumber: '9876543210', notifications: { getSpocUpdate: off, getDoctorUpdate: { ...off, SMS: true }, getOrderUpdate: off },
  createdOn: '2026-01-02T03:04:05.000Z', createdBy: 'clinic.admin', updatedOn: null, modifiedBy: null,
};

describe('SPOC form edits (spec 3 §4.3)', () => {
  it('"Same as contact number?" copies the number, follows it while ticked, and clears on untick', () => {
    const f = setSameAsContact(setPhoneNumber(EMPTY_SPOC_FORM, '9876543210'), true);
    expect(f.whatsAppNumber).toBe('9876543210');
    expect(setPhoneNumber(f, '9123456780').whatsAppNumber).toBe('9123456780');
    expect(setSameAsContact(f, false).whatsAppNumber).toBe('');
    expect(setPhoneNumber({ ...EMPTY_SPOC_FORM, whatsAppNumber: '9000000000' }, '91').whatsAppNumber).toBe('9000000000');
  });

  it('InClinic or Labs makes specialties required and clears that service\'s departments', () => {
    const f = { ...EMPTY_SPOC_FORM, departments: { ofc: ['Dermatologist'], labs: ['Pathology'] } };
    expect(specialtiesRequired(f)).toBe(false);
    const on = toggleService(f, 'ofc', true);
    expect(specialtiesRequired(on)).toBe(true);
    expect(on.departments).toEqual({ ofc: [], labs: ['Pathology'] });
    expect(toggleService(on, 'labs', false).departments).toEqual({ ofc: [], labs: [] });
  });

  it('is an update only with both userName and userId', () => {
    expect(isUpdate({ userName: 'a', userId: 1 })).toBe(true);
    expect(isUpdate({ userName: 'a', userId: null })).toBe(false);
    expect(isUpdate({ userName: null, userId: 1 })).toBe(false);
    expect(isUpdate({ userName: '', userId: 1 })).toBe(false);
  });

  it('reads a stored SPOC back: level by precedence, services, departments, comms', () => {
    const f = formOf(stored, true);
    expect(f).toMatchObject({ userName: 'asha.rao', userId: 41, branchId: 12, accessLevel: 'editor', sameAsContact: true, isActive: false });
    expect(f.services).toEqual({ ofc: true, labs: true });
    expect(f.departments).toEqual({ ofc: ['Dermatologist'], labs: ['Pathology'] });
    expect(f.comms.selection).toBe('Yes');
    expect(f.comms.topics.getDoctorUpdate).toEqual({ commsType: true, Email: false, SMS: true, Whatsapp: false });
    expect(formOf({ ...stored, whatsAppNumber: null }, false)).toMatchObject({ branchId: null, sameAsContact: false, whatsAppNumber: '' });
  });
});
