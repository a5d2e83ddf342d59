import { LAB_TAB_ORDER, LAB_TABS, labTabPath } from '../../../core/appointments/tabs.ts';
import { hasFeature, Feature } from '../../../core/session/features.ts';
import { canSeeCharts } from '../../../core/session/landing.ts';
import { CHART_USER_NAMES } from '../../../core/session/chart-users.ts';
import { isProviderRole, ROLE_IDS, RoleName } from '../../../core/session/roles.ts';
import { Service } from '../../../core/session/services.ts';
import type { Session } from '../../../core/session/session.ts';
import { landingUser } from '../../../core/session/sign-in.ts';
import type { UserDetails } from '../../../core/session/user.ts';
import { OFFLINE_TABS } from '../../routes/route-table.ts';
import { PARTNER_LINKS, partnerHref } from './external-links.ts';

export type DrawerItem =
  | { kind: 'route'; label: string; to: string }
  | { kind: 'external'; label: string; href: string }
  | { kind: 'howToUse'; label: string };

export interface DrawerGroup {
  id: string;
  title: string;
  items: DrawerItem[];
}

const route = (label: string, to: string): DrawerItem => ({ kind: 'route', label, to });

/** Spec 2 §2.8: Create Appointment shows when one of the user's roles is the insurer call-centre role. */
function holdsCallCentreRole(user: UserDetails): boolean {
  const ids = ROLE_IDS.insurercallCentre;
  return (
    user.role === RoleName.insurercallCentre ||
    (user.rolesFeatures?.roles ?? []).some((r) => ids.includes(r.roleId) || r.roleName === RoleName.insurercallCentre)
  );
}

function insurerGroups(session: Session): DrawerGroup[] {
  const { role } = session.user;
  const items: DrawerItem[] = [];
  if (canSeeCharts(landingUser(session), CHART_USER_NAMES)) items.push(route('Charts', `/${role}/charts`));
  items.push(route('All Appointments', `/${role}/appointments`));
  if (holdsCallCentreRole(session.user)) items.push(route('Create Appointment', `/${role}/appointments/create`));
  items.push(route('ESales Queue', `/${role}/appointments/esalesqueue`));
  return [{ id: 'appointments', title: 'Appointments', items }];
}

function providerGroups(session: Session): DrawerGroup[] {
  const { user } = session;
  const features = user.rolesFeatures?.features ?? [];
  const holds = (f: Feature) => hasFeature(features, f);
  const groups: DrawerGroup[] = [];

  if (session.serviceSelected === Service.OFFLINE_CONSULTS) {
    groups.push({
      id: 'appointments',
      title: 'Appointments',
      items: holds(Feature.VIEW_OFFLINE) ? OFFLINE_TABS.map((t) => route(t.label, t.path)) : [],
    });
  } else {
    groups.push({ id: 'appointments', title: 'Appointments', items: LAB_TAB_ORDER.map((t) => route(LAB_TABS[t].label, labTabPath(user.role, t))) });
  }

  if (session.validServices.includes(Service.OFFLINE_CONSULTS)) {
    const doctor: DrawerItem[] = [];
    if (holds(Feature.VIEW_OFFLINE)) doctor.push(route('Doctor List', '/offlineConsults/DoctorManagement'));
    if (holds(Feature.UPDATE_DOCTOR)) doctor.push(route('Add New Doctor', '/offlineConsults/DoctorManagements'));
    groups.push({ id: 'doctors', title: 'Manage Doctor', items: doctor });
    const spoc: DrawerItem[] = [];
    if (holds(Feature.VIEW_SPOC_LIST)) spoc.push(route('SPOC List', '/SPOC/SPOCManagement'));
    if (holds(Feature.CREATE_SPOC)) spoc.push(route('Add New SPOC', '/SPOC/SPOCManagements'));
    groups.push({ id: 'spocs', title: 'Manage SPOCs', items: spoc });
  }

  const more: DrawerItem[] = [];
  if (user.role === RoleName.dcadmin) more.push(route('Admin Dashboard', '/dashboard'));
  for (const link of PARTNER_LINKS) more.push({ kind: 'external', label: link.label, href: partnerHref(link.base, user) });
  more.push({ kind: 'howToUse', label: 'How To Use' });
  groups.push({ id: 'more', title: 'More', items: more });
  return groups;
}

/**
 * The drawer's link groups for a session: lab or offline-consult tabs by the selected service,
 * doctor and SPOC management when the offline service is valid (each item behind its feature),
 * partner links and help for providers; the appointments group of spec 2 §2.8 for insurers.
 * Empty groups are left out.
 */
export function drawerGroups(session: Session): DrawerGroup[] {
  const groups = isProviderRole(session.user.role) ? providerGroups(session) : insurerGroups(session);
  return groups.filter((g) => g.items.length > 0);
}
