import { LAB_TAB_ORDER, LAB_TABS, LabTab } from '../../core/appointments/tabs.ts';
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
  /** The lab tab this path shows to provider roles (core/appointments/tabs.ts is the one list of them). */
  labTab?: LabTab;
}

/** Offline-consult tabs of spec 3 §2.1, each gated by VIEW_OFFLINE. */
export const OFFLINE_TABS: readonly { label: string; path: string }[] = [
  { label: 'All', path: '/offlineConsults/allAppointments' },
  { label: 'Upcoming', path: '/offlineConsults/upcoming' },
  { label: 'Confirmed', path: '/offlineConsults/confirmed' },
  { label: 'Document Upload', path: '/offlineConsults/documentUpload' },
  { label: 'Cancelled', path: '/offlineConsults/cancelled' },
];

export const SCREENS: readonly ScreenSpec[] = [
  {
    path: '/:role/appointments',
    title: (role) => (isProviderRole(role) ? LAB_TABS.NEW_APPOINTMENTS.label : 'All Appointments'),
    prefixRoles: ALL_ROLES,
    labTab: LabTab.NEW_APPOINTMENTS,
  },
  ...LAB_TAB_ORDER.slice(1).map((tab) => ({ path: `/:role${LAB_TABS[tab].route}`, title: LAB_TABS[tab].label, prefixRoles: LAB_ROLES, labTab: tab })),
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
