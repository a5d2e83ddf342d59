import { DatePreset, dayRangeProblem, presetRange, type DayRange } from '../../core/appointments/date-presets.ts';
import { deskScope } from '../../core/appointments/desk-scope.ts';
import { INSURER_DEFAULT_PRESET, INSURER_DEFAULT_SORT, insurerSearch } from '../../core/appointments/insurer-list.ts';
import type { InsurerListQuery } from '../../core/appointments/insurer-list.port.ts';
import { insurerScope } from '../../core/appointments/insurer-scope.ts';
import type { LabListQuery } from '../../core/appointments/lab-desk.port.ts';
import { hasSla } from '../../core/appointments/sla.ts';
import { DEFAULT_SORT } from '../../core/appointments/sort-fields.ts';
import { LAB_TAB_ORDER, LAB_TABS, LabTab } from '../../core/appointments/tabs.ts';
import { exportRange, QUEUE_DEFAULT_PRESET, queueSearch } from '../../core/esales/queue.ts';
import type { QueueQuery } from '../../core/esales/queue.port.ts';
import { requestSearch } from '../../core/search/request-search.ts';
import { SearchBy, type SearchQuery } from '../../core/search/search-by.ts';
import type { Session } from '../../core/session/session.ts';
import { EXPORT_PAGE_SIZE } from '../../core/shared/paging.ts';
import { refusedFailure, usageFailure } from './exit-codes.ts';

/** The portal's filters, as flags: a date preset or a custom range, a top-bar search, the children. */
export interface FilterFlags {
  preset?: string;
  from?: string;
  to?: string;
  searchBy?: string;
  search?: string;
  children?: string;
  priority?: boolean;
}

/** A lab tab on the command line: its name in kebab case ('new-appointments') or its number (1-10). */
export const LAB_TAB_NAMES: readonly string[] = LAB_TAB_ORDER.map((t) => t.toLowerCase().replaceAll('_', '-'));

export function labTabOf(name: string): LabTab {
  const byNumber = LAB_TAB_ORDER.find((t) => String(LAB_TABS[t].number) === name);
  const byName = LAB_TAB_ORDER[LAB_TAB_NAMES.indexOf(name.toLowerCase())];
  const tab = byNumber ?? byName;
  if (!tab) throw usageFailure(`Unknown lab tab '${name}': one of ${LAB_TAB_NAMES.join(', ')} (or 1-10)`);
  return tab;
}

const PRESETS = Object.values(DatePreset).filter((p) => p !== DatePreset.Custom);

/** The date range of the flags: --from/--to (both), else a named preset, else the list's own default. */
function rangeOf(flags: FilterFlags, fallback: DatePreset, now: Date): { range: DayRange; preset: DatePreset } {
  if (flags.from !== undefined || flags.to !== undefined) {
    const range = { startDate: flags.from ?? '', endDate: flags.to ?? '' };
    const problem = dayRangeProblem(range);
    if (problem) throw usageFailure(`${problem} (--from and --to take YYYY-MM-DD)`);
    return { range, preset: DatePreset.Custom };
  }
  if (flags.preset !== undefined) {
    const preset = PRESETS.find((p) => p.toLowerCase() === flags.preset!.toLowerCase());
    if (!preset) throw usageFailure(`Unknown date preset '${flags.preset}': one of ${PRESETS.map((p) => `'${p}'`).join(', ')}`);
    return { range: presetRange(preset, now), preset };
  }
  return { range: presetRange(fallback, now), preset: fallback };
}

/** The top-bar search of the flags, or undefined; both flags or neither. */
function searchOf(flags: FilterFlags): SearchQuery | undefined {
  if (flags.search === undefined && flags.searchBy === undefined) return undefined;
  const searchBy = Object.values(SearchBy).find((s) => s.toLowerCase() === (flags.searchBy ?? '').toLowerCase());
  if (!searchBy || flags.search === undefined || flags.search.trim() === '') {
    throw usageFailure(`--search needs --search-by (one of ${Object.values(SearchBy).join(', ')}) and a text`);
  }
  return { searchBy, text: flags.search.trim() };
}

function childrenOf(flags: FilterFlags, what = 'provider'): number[] | undefined {
  if (flags.children === undefined) return undefined;
  const ids = flags.children.split(',').map((s) => s.trim()).filter((s) => s !== '');
  if (!ids.every((s) => /^\d+$/.test(s))) throw usageFailure(`--children takes ${what} ids separated by commas`);
  return ids.map(Number);
}

/**
 * An insurer user's corporates chosen with --children, as the portal's top-bar picker chooses
 * them. The portal offers only the user's own; here a stranger's id is named and refused.
 */
function corporatesOf(session: Session, flags: FilterFlags): number[] | undefined {
  const ids = childrenOf(flags, 'corporate');
  const own = session.user.corporateIDs;
  const stranger = ids?.find((id) => !own.includes(id));
  if (stranger !== undefined) throw usageFailure(`--children ${stranger} is none of yours: ${own.join(', ')}`);
  return ids;
}

/**
 * A lab tab's export as the portal's Export asks for it: the tab's default preset (or the flags'
 * range), Priority cases on tabs with an SLA, the search on All Appointments, and the children
 * chosen in the top bar (--children; none means the provider and all its children).
 */
export function labExportQuery(session: Session, tab: LabTab, flags: FilterFlags, now: Date): LabListQuery {
  const children = childrenOf(flags);
  const scope = deskScope(children ? { ...session.user, selectedProviders: children } : session.user);
  if (!scope) throw refusedFailure('This user has no lab lists (it belongs to no provider)');
  const search = searchOf(flags);
  if (search && tab !== LabTab.ALL_APPOINTMENTS) throw usageFailure('A search runs on the all-appointments tab, as in the portal');
  const checked = search ? requestSearch(search) : undefined;
  if (checked && 'problem' in checked) throw usageFailure(checked.problem);
  if (flags.priority && !hasSla(tab)) throw usageFailure(`--priority works on a tab with an SLA, not on ${LAB_TAB_NAMES[LAB_TAB_ORDER.indexOf(tab)]}`);
  return {
    scope,
    tabNumber: LAB_TABS[tab].number,
    range: checked ? null : rangeOf(flags, LAB_TABS[tab].defaultDateFilter as DatePreset, now).range,
    page: 1,
    rows: EXPORT_PAGE_SIZE,
    sort: DEFAULT_SORT,
    highSlaOnly: !checked && flags.priority === true,
    ...(checked ? { search: checked.param } : {}),
  };
}

/** The insurer All Appointments export: Rolling 1 Month by default, or a search (whatever the date), of the --children corporates. */
export function insurerExportQuery(session: Session, flags: FilterFlags, now: Date): InsurerListQuery {
  const search = searchOf(flags);
  const checked = search ? insurerSearch(search) : undefined;
  if (checked && 'problem' in checked) throw usageFailure(checked.problem);
  return {
    scope: insurerScope(session.user, corporatesOf(session, flags)),
    range: checked ? null : rangeOf(flags, INSURER_DEFAULT_PRESET, now).range,
    page: 1,
    pageSize: EXPORT_PAGE_SIZE,
    sort: INSURER_DEFAULT_SORT,
    ...(checked ? { search: checked.fields } : {}),
    isExport: true,
  };
}

/** The e-sales queue export: the chosen range, or the export's own three months, the search, and the --children corporates. */
export function queueExportQuery(session: Session, flags: FilterFlags, now: Date): QueueQuery {
  const search = searchOf(flags);
  const checked = search ? queueSearch(search) : undefined;
  if (checked && 'problem' in checked) throw usageFailure(checked.problem);
  const { range, preset } = rangeOf(flags, QUEUE_DEFAULT_PRESET, now);
  const corporateIds = corporatesOf(session, flags);
  return { range: exportRange(preset, range, now), page: 1, ...(corporateIds ? { corporateIds } : {}), ...(checked ? { search: checked } : {}) };
}
