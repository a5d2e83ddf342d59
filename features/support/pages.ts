import type { RoleName } from '../../core/session/roles.ts';
import { ScreenId, screenOf, screenPath, type ScreenSpec } from '../../core/session/screens.ts';
import { roleFrom } from './people.ts';

/** A page a person may try to open: a screen of core's catalogue, and the role its path carries. */
export interface Page {
  screen: ScreenSpec;
  role: RoleName | undefined;
  path: string;
}

/** The gated pages of spec 3 §2.1, by the names an analyst uses. */
const NAMED_PAGES: Readonly<Record<string, ScreenId>> = {
  'the upcoming consults': ScreenId.offlineUpcoming,
  'all offline consults': ScreenId.offlineAll,
  'the doctor list': ScreenId.doctorList,
  'the doctor profile': ScreenId.doctorProfile,
  'the doctor schedule': ScreenId.doctorSchedule,
  'the doctor holidays': ScreenId.doctorHolidays,
  'the SPOC list': ScreenId.spocList,
  'the SPOC form': ScreenId.spocForm,
  'the admin dashboard': ScreenId.adminDashboard,
};

const PREFIXED_PAGES: Readonly<Record<string, ScreenId>> = {
  appointments: ScreenId.appointments,
  charts: ScreenId.charts,
  'e-sales queue': ScreenId.esalesQueue,
  'confirmed appointments': 'CONFIRMED_APPOINTMENTS',
};

/**
 * A page by name: one of the gated pages above, or "the {role} appointments" (charts, e-sales
 * queue, confirmed appointments), whose route carries that role's prefix (spec 1 §2).
 */
export function pageNamed(name: string): Page {
  const named = NAMED_PAGES[name];
  if (named) {
    const screen = screenOf(named);
    return { screen, role: undefined, path: screen.path };
  }
  const prefixed = /^the (\w+) (.+)$/.exec(name);
  const id = prefixed && PREFIXED_PAGES[prefixed[2]];
  if (prefixed && id) {
    const role = roleFrom(prefixed[1]);
    const screen = screenOf(id);
    return { screen, role, path: screenPath(screen, role) };
  }
  throw new Error(`unknown page "${name}"; known: ${Object.keys(NAMED_PAGES).join(', ')}, the {role} ${Object.keys(PREFIXED_PAGES).join('|')}`);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every page name pageNamed knows, as one pattern for the {page} parameter type. */
export const PAGE_NAMES = new RegExp(
  [...Object.keys(NAMED_PAGES).map(escape), `the \\w+ (?:${Object.keys(PREFIXED_PAGES).map(escape).join('|')})`].join('|'),
);
