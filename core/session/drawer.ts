import { LAB_TAB_ORDER, LAB_TABS } from '../appointments/tabs.ts';
import { Feature, hasFeature } from './features.ts';
import { isProviderRole, ROLE_IDS, RoleName } from './roles.ts';
import { GuardOutcome } from './guards.ts';
import { screenAccess } from './screen-access.ts';
import { labTabScreenId, OFFLINE_TAB_SCREENS, ScreenId, screenOf, screenPath } from './screens.ts';
import { Service } from './services.ts';
import type { Session } from './session.ts';

/** One drawer link to a screen of the catalogue, and what it asks beyond the screen's own guard. */
interface DrawerEntry {
  screen: ScreenId;
  label: string;
  /** A further condition of the link alone (the screen's guard is always asked first). */
  alsoWhen?: (session: Session) => boolean;
}

/** A group of drawer links, as the shell shows it. */
export interface DrawerRouteGroup {
  id: 'appointments' | 'doctors' | 'spocs' | 'more';
  title: string;
  items: { label: string; to: string }[];
}

/** Spec 2 §2.8: Create Appointment shows when one of the user's roles is the insurer call-centre role. */
function holdsCallCentreRole({ user }: Session): boolean {
  const ids = ROLE_IDS.insurercallCentre;
  return (
    user.role === RoleName.insurercallCentre ||
    (user.rolesFeatures?.roles ?? []).some((r) => ids.includes(r.roleId) || r.roleName === RoleName.insurercallCentre)
  );
}

const holds = (feature: Feature) => (session: Session) => hasFeature(session.user.rolesFeatures?.features ?? [], feature);

const INSURER_APPOINTMENTS: readonly DrawerEntry[] = [
  { screen: ScreenId.charts, label: 'Charts' },
  { screen: ScreenId.appointments, label: 'All Appointments' },
  { screen: ScreenId.createAppointment, label: 'Create Appointment', alsoWhen: holdsCallCentreRole },
  { screen: ScreenId.esalesQueue, label: 'ESales Queue' },
];
const LAB_APPOINTMENTS: readonly DrawerEntry[] = [
  ...LAB_TAB_ORDER.map((tab) => ({ screen: labTabScreenId(tab), label: LAB_TABS[tab].label })),
  // Shown only to users of an allow-listed provider: the screen's own guard decides.
  { screen: ScreenId.createOrder, label: 'Create Order' },
];
const OFFLINE_APPOINTMENTS: readonly DrawerEntry[] = OFFLINE_TAB_SCREENS.map((t) => ({ screen: t.id, label: t.label }));
const DOCTORS: readonly DrawerEntry[] = [
  // The route is ungated (spec 3 §2.1) but the list behind it needs VIEW_OFFLINE, so the link does too.
  { screen: ScreenId.doctorList, label: 'Doctor List', alsoWhen: holds(Feature.VIEW_OFFLINE) },
  { screen: ScreenId.doctorProfile, label: 'Add New Doctor' },
];
const SPOCS: readonly DrawerEntry[] = [
  { screen: ScreenId.spocList, label: 'SPOC List' },
  { screen: ScreenId.spocForm, label: 'Add New SPOC' },
];
const MORE: readonly DrawerEntry[] = [{ screen: ScreenId.adminDashboard, label: 'Admin Dashboard' }];

/** The links of entries the session may open, each screen judged by the session guard. */
function links(session: Session, entries: readonly DrawerEntry[]): DrawerRouteGroup['items'] {
  const role = session.user.role;
  return entries.flatMap((entry) => {
    const screen = screenOf(entry.screen);
    if (screenAccess(session, screen, role) !== GuardOutcome.allow) return [];
    if (entry.alsoWhen && !entry.alsoWhen(session)) return [];
    return [{ label: entry.label, to: screenPath(screen, role) }];
  });
}

/**
 * The drawer's links to screens (spec 1 §2, spec 2 §2.8, spec 3 §2.2): lab or offline-consult tabs
 * by the selected service, doctor and SPOC management while the offline service is valid, the
 * admin dashboard; the appointments group for insurers. A link shows only when the screen's guard
 * lets the user in. The shell adds partner links and help to the 'more' group.
 */
export function drawerRouteGroups(session: Session): DrawerRouteGroup[] {
  if (!isProviderRole(session.user.role)) {
    return [{ id: 'appointments', title: 'Appointments', items: links(session, INSURER_APPOINTMENTS) }];
  }
  const offline = session.serviceSelected === Service.OFFLINE_CONSULTS;
  const groups: DrawerRouteGroup[] = [
    { id: 'appointments', title: 'Appointments', items: links(session, offline ? OFFLINE_APPOINTMENTS : LAB_APPOINTMENTS) },
  ];
  if (session.validServices.includes(Service.OFFLINE_CONSULTS)) {
    groups.push({ id: 'doctors', title: 'Manage Doctor', items: links(session, DOCTORS) });
    groups.push({ id: 'spocs', title: 'Manage SPOCs', items: links(session, SPOCS) });
  }
  groups.push({ id: 'more', title: 'More', items: links(session, MORE) });
  return groups;
}
