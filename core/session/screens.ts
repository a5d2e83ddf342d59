import { LAB_TAB_ORDER, LAB_TABS, LabTab } from '../appointments/tabs.ts';
import { Feature } from './features.ts';
import type { RouteRequirement } from './guards.ts';
import { ALL_ROLES, INSURER_ROLES, isProviderRole, isRoleName, LAB_ROLES, RoleName } from './roles.ts';

/**
 * The screens behind the sign-in, by name. Lab tabs other than the first are named by their
 * LabTab; '/:role/appointments' is one screen (the lab's New tab, the insurer's All Appointments).
 */
export const ScreenId = {
  appointments: 'appointments',
  esalesQueue: 'esalesQueue',
  esalesHistory: 'esalesHistory',
  createAppointment: 'createAppointment',
  createOrder: 'createOrder',
  requestHistory: 'requestHistory',
  charts: 'charts',
  adminDashboard: 'adminDashboard',
  offlineAll: 'offlineAll',
  offlineUpcoming: 'offlineUpcoming',
  offlineConfirmed: 'offlineConfirmed',
  offlineDocumentUpload: 'offlineDocumentUpload',
  offlineCancelled: 'offlineCancelled',
  doctorList: 'doctorList',
  doctorProfile: 'doctorProfile',
  doctorSchedule: 'doctorSchedule',
  doctorHolidays: 'doctorHolidays',
  spocList: 'spocList',
  spocForm: 'spocForm',
  spocProfile: 'spocProfile',
  roleResolver: 'roleResolver',
} as const;
export type ScreenId = (typeof ScreenId)[keyof typeof ScreenId] | Exclude<LabTab, typeof LabTab.NEW_APPOINTMENTS>;

/**
 * A screen behind the sign-in: where it lives and who may open it (spec 1 §2, spec 2 §2.9,
 * spec 3 §2.1). What it asks of the session is a RouteRequirement, judged by core's guard.
 */
export interface ScreenSpec extends Omit<RouteRequirement, 'roles'> {
  id: ScreenId;
  path: string;
  /** The screen's name; some paths name different screens for lab and insurer roles. */
  title: string | ((role: RoleName) => string);
  /** The role names the path's :role prefix may carry. */
  prefixRoles?: readonly RoleName[];
  /** Roles a prefix-less path is limited to. */
  roles?: readonly RoleName[];
  /** The lab tab this path shows to provider roles (core/appointments/tabs.ts is the one list of them). */
  labTab?: LabTab;
}

/** Offline-consult tabs of spec 3 §2.1, in tab order, each gated by VIEW_OFFLINE. */
const OFFLINE_TABS = [
  { id: ScreenId.offlineAll, label: 'All', path: '/offlineConsults/allAppointments' },
  { id: ScreenId.offlineUpcoming, label: 'Upcoming', path: '/offlineConsults/upcoming' },
  { id: ScreenId.offlineConfirmed, label: 'Confirmed', path: '/offlineConsults/confirmed' },
  { id: ScreenId.offlineDocumentUpload, label: 'Document Upload', path: '/offlineConsults/documentUpload' },
  { id: ScreenId.offlineCancelled, label: 'Cancelled', path: '/offlineConsults/cancelled' },
] as const;

/** The screen id of a lab tab: the first tab is the shared '/:role/appointments' screen. */
export function labTabScreenId(tab: LabTab): ScreenId {
  return tab === LabTab.NEW_APPOINTMENTS ? ScreenId.appointments : tab;
}

/** The one catalogue of screens: the router, the drawer, the server and the scenarios read it. */
export const SCREENS: readonly ScreenSpec[] = [
  {
    id: ScreenId.appointments,
    path: '/:role/appointments',
    title: (role) => (isProviderRole(role) ? LAB_TABS.NEW_APPOINTMENTS.label : 'All Appointments'),
    prefixRoles: ALL_ROLES,
    labTab: LabTab.NEW_APPOINTMENTS,
  },
  ...LAB_TAB_ORDER.slice(1).map((tab) => ({
    id: labTabScreenId(tab),
    path: `/:role${LAB_TABS[tab].route}`,
    title: LAB_TABS[tab].label,
    prefixRoles: LAB_ROLES,
    labTab: tab,
  })),
  { id: ScreenId.esalesQueue, path: '/:role/appointments/esalesqueue', title: 'ESales Queue', prefixRoles: INSURER_ROLES },
  { id: ScreenId.esalesHistory, path: '/:role/appointments/esalesqueue/:esaleId/history', title: 'E-sales Request History', prefixRoles: INSURER_ROLES },
  { id: ScreenId.createAppointment, path: '/:role/appointments/create', title: 'Create Appointment', prefixRoles: [RoleName.insureradmin, RoleName.insurercallCentre] },
  // Spec 2 §2.1: any role's prefix, but only for users of an allow-listed provider.
  { id: ScreenId.createOrder, path: '/:role/create/order', title: 'Create Order', prefixRoles: ALL_ROLES, affiliateOnly: true },
  { id: ScreenId.requestHistory, path: '/:role/appointments/:requestId/history', title: 'Request History', prefixRoles: ALL_ROLES },
  { id: ScreenId.charts, path: '/:role/charts', title: 'Charts', prefixRoles: INSURER_ROLES, chartUsersOnly: true },
  { id: ScreenId.adminDashboard, path: '/dashboard', title: 'Admin Dashboard', roles: [RoleName.dcadmin] },
  ...OFFLINE_TABS.map((t) => ({ id: t.id, path: t.path, title: `Offline Consults: ${t.label}`, feature: Feature.VIEW_OFFLINE })),
  // Ungated in the route table (spec 3 §2.1); the list itself needs VIEW_OFFLINE, which the drawer reads.
  { id: ScreenId.doctorList, path: '/offlineConsults/DoctorManagement', title: 'Doctor List' },
  { id: ScreenId.doctorProfile, path: '/offlineConsults/DoctorManagements', title: 'Doctor Profile', feature: Feature.UPDATE_DOCTOR },
  { id: ScreenId.doctorSchedule, path: '/offlineConsults/DoctorManagements/Schedule', title: 'Doctor Schedule', feature: Feature.UPDATE_DOCTOR },
  { id: ScreenId.doctorHolidays, path: '/offlineConsults/DoctorManagements/Holidays', title: 'Doctor Holidays', feature: Feature.UPDATE_DOCTOR },
  { id: ScreenId.spocList, path: '/SPOC/SPOCManagement', title: 'SPOC List', feature: Feature.VIEW_SPOC_LIST },
  { id: ScreenId.spocForm, path: '/SPOC/SPOCManagements', title: 'SPOC Form', feature: Feature.CREATE_SPOC },
  { id: ScreenId.spocProfile, path: '/SPOC/DoctorManagements', title: 'SPOC Profile' },
  // Spec 2 §2.6 names no path for the role-resolving screen; this one is the project's (docs/decisions.md).
  { id: ScreenId.roleResolver, path: '/resolveRole', title: 'Resolving your role' },
];

/** The offline-consult tab screens, in tab order, with the drawer's short labels. */
export const OFFLINE_TAB_SCREENS: readonly { id: ScreenId; label: string }[] = OFFLINE_TABS;

export function screenOf(id: ScreenId): ScreenSpec {
  const screen = SCREENS.find((s) => s.id === id);
  if (!screen) throw new Error(`no screen ${id}`);
  return screen;
}

/** The address of a screen for a role: its :role prefix filled in, other parameters as given. */
export function screenPath(screen: ScreenSpec, role: RoleName, params: Readonly<Record<string, string>> = {}): string {
  return screen.path.replace(/:(\w+)/g, (_, name: string) => (name === 'role' ? role : (params[name] ?? `:${name}`)));
}

/** The name a screen shows for the role in its path. */
export function screenTitle(screen: ScreenSpec, role: string | undefined): string {
  if (typeof screen.title === 'string') return screen.title;
  return screen.title(isRoleName(role) ? role : RoleName.insureradmin);
}
