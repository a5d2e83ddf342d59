import { Feature } from '../../core/session/features.ts';
import { isProviderRole, RoleName } from '../../core/session/roles.ts';

export const ALL_ROLES: readonly RoleName[] = Object.values(RoleName);
export const LAB_ROLES: readonly RoleName[] = ALL_ROLES.filter(isProviderRole);
export const INSURER_ROLES: readonly RoleName[] = ALL_ROLES.filter((r) => !isProviderRole(r));

export function isRoleName(value: string | undefined): value is RoleName {
  return value !== undefined && (ALL_ROLES as readonly string[]).includes(value);
}

/** A screen behind the sign-in: where it lives and who may open it (spec 1 §2, spec 2 §2.9, spec 3 §2.1). */
export interface ScreenSpec {
  path: string;
  /** The screen's name; some paths name different screens for lab and insurer roles. */
  title: string | ((role: RoleName) => string);
  /** The role names the path's :role prefix may carry. */
  prefixRoles?: readonly RoleName[];
  /** Roles a prefix-less path is limited to. */
  roles?: readonly RoleName[];
  feature?: Feature;
  /** Only the listed chart users, never agents (core's guard decides). */
  chartUsersOnly?: boolean;
}

/** Lab tabs of spec 1 §2, in tab order; /{role}/appointments (New Appointments) is listed with the shared routes. */
export const LAB_TABS: readonly { label: string; suffix: string }[] = [
  { label: 'New Appointments', suffix: '/appointments' },
  { label: 'Confirmed Appointments', suffix: '/appointments/confirmed' },
  { label: 'Documents Pending', suffix: '/documents/pending' },
  { label: 'Partial documents', suffix: '/documents/partialReceived' },
  { label: 'Documents Submitted', suffix: '/documents/received' },
  { label: 'Settled', suffix: '/cases/settled' },
  { label: 'Cancelled', suffix: '/cases/cancelled' },
  { label: 'Rejected', suffix: '/cases/rejected' },
  { label: 'Not Attended', suffix: '/appointments/notAttended' },
  { label: 'All Appointments', suffix: '/appointments/all' },
];

/** Offline-consult tabs of spec 3 §2.1, each gated by VIEW_OFFLINE. */
export const OFFLINE_TABS: readonly { label: string; path: string }[] = [
  { label: 'All', path: '/offlineConsults/allAppointments' },
  { label: 'Upcoming', path: '/offlineConsults/upcoming' },
  { label: 'Confirmed', path: '/offlineConsults/confirmed' },
  { label: 'Document Upload', path: '/offlineConsults/documentUpload' },
  { label: 'Cancelled', path: '/offlineConsults/cancelled' },
];

export const SCREENS: readonly ScreenSpec[] = [
  { path: '/:role/appointments', title: (role) => (isProviderRole(role) ? 'New Appointments' : 'All Appointments'), prefixRoles: ALL_ROLES },
  ...LAB_TABS.slice(1).map((t) => ({ path: `/:role${t.suffix}`, title: t.label, prefixRoles: LAB_ROLES })),
  { path: '/:role/appointments/esalesqueue', title: 'ESales Queue', prefixRoles: INSURER_ROLES },
  { path: '/:role/appointments/esalesqueue/:esaleId/history', title: 'E-sales Request History', prefixRoles: INSURER_ROLES },
  { path: '/:role/appointments/create', title: 'Create Appointment', prefixRoles: [RoleName.insureradmin, RoleName.insurercallCentre] },
  { path: '/:role/appointments/:requestId/history', title: 'Request History', prefixRoles: ALL_ROLES },
  { path: '/:role/charts', title: 'Charts', prefixRoles: INSURER_ROLES, chartUsersOnly: true },
  { path: '/dashboard', title: 'Admin Dashboard', roles: [RoleName.dcadmin] },
  ...OFFLINE_TABS.map((t) => ({ path: t.path, title: `Offline Consults: ${t.label}`, feature: Feature.VIEW_OFFLINE })),
  { path: '/offlineConsults/DoctorManagement', title: 'Doctor List' },
  { path: '/offlineConsults/DoctorManagements', title: 'Doctor Profile', feature: Feature.UPDATE_DOCTOR },
  { path: '/offlineConsults/DoctorManagements/Schedule', title: 'Doctor Schedule', feature: Feature.UPDATE_DOCTOR },
  { path: '/offlineConsults/DoctorManagements/Holidays', title: 'Doctor Holidays', feature: Feature.UPDATE_DOCTOR },
  { path: '/SPOC/SPOCManagement', title: 'SPOC List', feature: Feature.VIEW_SPOC_LIST },
  { path: '/SPOC/SPOCManagements', title: 'SPOC Form', feature: Feature.CREATE_SPOC },
  { path: '/SPOC/DoctorManagements', title: 'SPOC Profile' },
];

/** The name a screen shows for the role in its path. */
export function screenTitle(screen: ScreenSpec, role: string | undefined): string {
  if (typeof screen.title === 'string') return screen.title;
  return screen.title(isRoleName(role) ? role : RoleName.insureradmin);
}
