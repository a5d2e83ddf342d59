import { describe, expect, it } from 'vitest';
import { NO_SPOC_FILTERS, SPOC_SPECIALITY_OPTIONS, spocListQuery } from './spoc-list-filters.ts';
import type { SpocRecord } from './spoc-record.ts';
import { spocRow } from './spoc-row.ts';

const off = { Email: false, SMS: false, Whatsapp: false };
const spoc: SpocRecord = {
  userId: 41, userName: 'asha.rao', firstName: 'Asha', lastName: 'Rao', email: 'a@b.example', mobileNo: null, entityId: 12, providerName: null,
  isActive: true, roleNames: ['labs/Pathology/*/viewer', 'viewer', 'admin', 'ofc/Dentist/*/admin', 'editor'],
  whatsAppNumber: null, notifications: { getSpocUpdate: off, getDoctorUpdate: off, getOrderUpdate: off },
  createdOn: '2026-11-22T13:35:00.000Z', createdBy: 'clinic.admin', updatedOn: null, modifiedBy: null,
};

describe('SPOC list row (spec 3 §2.6)', () => {
  it('shows services by label, departments, the level by precedence and who created it when', () => {
    expect(spocRow(spoc)).toEqual({
      key: '41', name: 'Asha Rao', services: ['Offline Consults', 'Labs'], departments: ['Dentist', 'Pathology'],
      accessLevel: 'Admin', createdBy: 'clinic.admin', createdOn: 'Nov 22 2026, 07:05 PM', isActive: true,
    });
    expect(spocRow({ ...spoc, roleNames: ['viewer', 'editor'] }).accessLevel).toBe('Editor');
    expect(spocRow({ ...spoc, roleNames: [], createdBy: null, createdOn: 'x', lastName: '' })).toMatchObject({ accessLevel: 'NA', createdBy: 'NA', createdOn: 'NA', name: 'Asha', services: [] });
  });
});

describe('SPOC list query', () => {
  it('sends the filters, the trimmed first name and the page', () => {
    expect(spocListQuery({ entityId: 12, filterEntityIds: [102] }, { profileStatus: 'Inactive', services: ['labs'], specialities: ['Pathology'] }, ' as ', 2)).toEqual({
      entityId: 12, filterEntityIds: [102], services: ['labs'], specialities: ['Pathology'], profileStatus: [false], firstName: 'as', page: 2,
    });
    expect(spocListQuery({ entityId: 12, filterEntityIds: [] }, NO_SPOC_FILTERS, '', 0).profileStatus).toEqual([]);
    expect(new Set(SPOC_SPECIALITY_OPTIONS).size).toBe(SPOC_SPECIALITY_OPTIONS.length);
    expect(SPOC_SPECIALITY_OPTIONS).toContain('Pathology');
  });
});
