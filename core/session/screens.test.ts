import { describe, expect, it } from 'vitest';
import { LabTab } from '../appointments/tabs.ts';
import { ROLE_IDS, type RoleName } from './roles.ts';
import { screenAccess } from './screen-access.ts';
import { SCREENS, ScreenId, screenOf, screenPath, screenTitle } from './screens.ts';
import type { Session } from './session.ts';

/** Each screen as "path: who may open it", so the whole catalogue reads as one table. */
const rows = SCREENS.map((s) => {
  const who = [
    s.prefixRoles && `prefix ${s.prefixRoles.length === 7 ? 'any role' : s.prefixRoles.join('|')}`,
    s.roles && `roles ${s.roles.join('|')}`,
    s.feature && `feature ${s.feature}`,
    s.chartUsersOnly && 'chart users only',
    s.affiliateOnly && 'allow-listed providers only',
  ].filter(Boolean);
  return `${s.path}: ${who.join(', ') || 'any signed-in user'}`;
});

describe('the screen catalogue', () => {
  it('gives every screen of spec 1 §2, spec 2 §2.9 and spec 3 §2.1 its role and feature', () => {
    expect(rows).toEqual([
      '/:role/appointments: prefix any role',
      '/:role/appointments/confirmed: prefix dcadmin|dcoperations',
      '/:role/documents/pending: prefix dcadmin|dcoperations',
      '/:role/documents/partialReceived: prefix dcadmin|dcoperations',
      '/:role/documents/received: prefix dcadmin|dcoperations',
      '/:role/cases/settled: prefix dcadmin|dcoperations',
      '/:role/cases/cancelled: prefix dcadmin|dcoperations',
      '/:role/cases/rejected: prefix dcadmin|dcoperations',
      '/:role/appointments/notAttended: prefix dcadmin|dcoperations',
      '/:role/appointments/all: prefix dcadmin|dcoperations',
      '/:role/appointments/esalesqueue: prefix insureradmin|insureragent|insurerbranch|mareport|insurercallCentre',
      '/:role/appointments/esalesqueue/:esaleId/history: prefix insureradmin|insureragent|insurerbranch|mareport|insurercallCentre',
      '/:role/appointments/create: prefix insureradmin|insurercallCentre',
      '/:role/create/order: prefix any role, allow-listed providers only',
      '/:role/appointments/:requestId/history: prefix any role',
      '/:role/charts: prefix insureradmin|insureragent|insurerbranch|mareport|insurercallCentre, chart users only',
      '/dashboard: roles dcadmin',
      '/offlineConsults/allAppointments: feature VIEW_OFFLINE',
      '/offlineConsults/upcoming: feature VIEW_OFFLINE',
      '/offlineConsults/confirmed: feature VIEW_OFFLINE',
      '/offlineConsults/documentUpload: feature VIEW_OFFLINE',
      '/offlineConsults/cancelled: feature VIEW_OFFLINE',
      '/offlineConsults/DoctorManagement: any signed-in user',
      '/offlineConsults/DoctorManagements: feature UPDATE_DOCTOR',
      '/offlineConsults/DoctorManagements/Schedule: feature UPDATE_DOCTOR',
      '/offlineConsults/DoctorManagements/Holidays: feature UPDATE_DOCTOR',
      '/SPOC/SPOCManagement: feature VIEW_SPOC_LIST',
      '/SPOC/SPOCManagements: feature CREATE_SPOC',
      '/SPOC/DoctorManagements: any signed-in user',
      '/resolveRole: any signed-in user',
    ]);
  });

  it('names each screen once', () => {
    expect(new Set(SCREENS.map((s) => s.id)).size).toBe(SCREENS.length);
    expect(new Set(SCREENS.map((s) => s.path)).size).toBe(SCREENS.length);
  });

  it('fills the role prefix and other parameters into a path', () => {
    expect(screenPath(screenOf(ScreenId.requestHistory), 'dcadmin', { requestId: '42' })).toBe('/dcadmin/appointments/42/history');
    expect(screenPath(screenOf(ScreenId.spocList), 'dcadmin')).toBe('/SPOC/SPOCManagement');
  });

  it('names /:role/appointments for the role in the path', () => {
    const appointments = screenOf(ScreenId.appointments);
    expect([screenTitle(appointments, 'dcadmin'), screenTitle(appointments, 'insurerbranch'), screenTitle(appointments, 'nobody')]).toEqual([
      'New Appointments',
      'All Appointments',
      'All Appointments',
    ]);
  });
});

function session(role: RoleName, features: string[] = [], userName = `${role}.user`): Session {
  const roleId = ROLE_IDS[role][0];
  return {
    accessToken: 'token',
    userFeatureHash: 'hash',
    user: {
      firstName: 'Asha', lastName: 'Rao', userName, userEmail: 'asha@example.in', userId: 7, providerId: null, parentId: null,
      entityType: 'DC', entityName: 'City Diagnostics', entityId: 100, role, roleId, corporateIDs: [],
      parentProvider: { isParent: false, childEntities: {} }, selectedProviders: [], properties: {},
      rolesFeatures: { roles: [{ roleId, roleName: role }], features: features.map((featureName) => ({ featureName })) },
    },
    hosp: { hospName: 'City Diagnostics', address: 'Pune' },
    validServices: ['LABS'],
    serviceSelected: 'LABS',
  };
}

describe('screenAccess', () => {
  const open = (s: Session | undefined, id: ScreenId, role?: string) => screenAccess(s, screenOf(id), role);

  it('sends a signed-out person to sign in, whatever the screen', () => {
    expect(open(undefined, ScreenId.doctorList)).toBe('login');
    expect(open(undefined, ScreenId.appointments, 'dcadmin')).toBe('login');
  });

  it("refuses another role's prefix and a prefix that names no role", () => {
    expect(open(session('dcadmin'), ScreenId.appointments, 'insureradmin')).toBe('notAuthorised');
    expect(open(session('insureradmin'), LabTab.CONFIRMED_APPOINTMENTS, 'insureradmin')).toBe('notAuthorised');
    expect(open(session('dcadmin'), ScreenId.appointments, 'nobody')).toBe('notFound');
    expect(open(session('dcadmin'), ScreenId.appointments, 'dcadmin')).toBe('allow');
  });

  it('asks for the feature of the catalogue', () => {
    expect(open(session('dcadmin', ['VIEW_OFFLINE']), ScreenId.doctorProfile)).toBe('notAuthorised');
    expect(open(session('dcadmin', ['UPDATE_DOCTOR']), ScreenId.doctorProfile)).toBe('allow');
    expect(open(session('dcadmin', ['VIEW_SPOC_LIST']), ScreenId.spocForm)).toBe('notAuthorised');
    expect(open(session('dcadmin'), ScreenId.doctorList)).toBe('allow');
  });

  it('opens charts to listed chart users only, and the dashboard to dcadmin only', () => {
    expect(open(session('insureradmin', [], 'insurer.charts'), ScreenId.charts, 'insureradmin')).toBe('allow');
    expect(open(session('insureradmin'), ScreenId.charts, 'insureradmin')).toBe('notAuthorised');
    expect(open(session('insureragent', [], 'insurer.charts'), ScreenId.charts, 'insureragent')).toBe('notAuthorised');
    expect(open(session('dcoperations'), ScreenId.adminDashboard)).toBe('notAuthorised');
  });

  it('opens Create Order only to users of an allow-listed provider, whatever their role', () => {
    const ofProvider = (mayCreateOrder: boolean | undefined): Session => {
      const base = session('dcadmin');
      return { ...base, user: { ...base.user, providerId: 130, mayCreateOrder } };
    };
    expect(open(ofProvider(true), ScreenId.createOrder, 'dcadmin')).toBe('allow');
    expect(open(ofProvider(false), ScreenId.createOrder, 'dcadmin')).toBe('notAuthorised');
    expect(open(ofProvider(undefined), ScreenId.createOrder, 'dcadmin')).toBe('notAuthorised');
    expect(open(session('insureradmin'), ScreenId.createOrder, 'insureradmin')).toBe('notAuthorised');
  });
});
