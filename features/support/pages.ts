import { Feature } from '../../core/session/features.ts';
import type { RouteRequirement } from '../../core/session/guards.ts';
import { roleFrom } from './people.ts';

/** A page a person may try to open: its route and what its guard asks of the session. */
export interface Page {
  path: string;
  requirement: RouteRequirement;
}

/** The gated pages of spec 3 §2.1, by the names an analyst uses. */
const NAMED_PAGES: Readonly<Record<string, Page>> = {
  'the upcoming consults': { path: '/offlineConsults/upcoming', requirement: { feature: Feature.VIEW_OFFLINE } },
  'all offline consults': { path: '/offlineConsults/allAppointments', requirement: { feature: Feature.VIEW_OFFLINE } },
  'the doctor list': { path: '/offlineConsults/DoctorManagement', requirement: {} },
  'the doctor profile': { path: '/offlineConsults/DoctorManagements', requirement: { feature: Feature.UPDATE_DOCTOR } },
  'the doctor schedule': { path: '/offlineConsults/DoctorManagements/Schedule', requirement: { feature: Feature.UPDATE_DOCTOR } },
  'the SPOC list': { path: '/SPOC/SPOCManagement', requirement: { feature: Feature.VIEW_SPOC_LIST } },
  'the SPOC form': { path: '/SPOC/SPOCManagements', requirement: { feature: Feature.CREATE_SPOC } },
};

/**
 * A page by name: one of the gated pages above, or "the {role} appointments" / "the {role} charts",
 * whose route carries that role's prefix (spec 1 §2).
 */
export function pageNamed(name: string): Page {
  const named = NAMED_PAGES[name];
  if (named) return named;
  const prefixed = /^the (\w+) (appointments|charts)$/.exec(name);
  if (prefixed) {
    const role = roleFrom(prefixed[1]);
    return { path: `/${role}/${prefixed[2]}`, requirement: { roles: [role] } };
  }
  throw new Error(`unknown page "${name}"; known: ${Object.keys(NAMED_PAGES).join(', ')}, the {role} appointments`);
}
