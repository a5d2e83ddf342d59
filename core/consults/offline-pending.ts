import { pendingBanner, slaTerm, type SlaRow, type SlaRule, type SlaTerm } from '../appointments/sla.ts';
import { OFFLINE_TABS, OfflineSubTab, OfflineTab, type OfflineListScope } from './offline-tabs.ts';

/** Hours after which an offline action counts as pending long (spec 3 §4.1: threshold 4). */
export const OFFLINE_PENDING_HOURS = 4;

const subTab = (s: OfflineSubTab) => OFFLINE_TABS.flatMap((t) => t.subTabs).find((x) => x.subTab === s)!;
const upcoming = OFFLINE_TABS.find((t) => t.tab === OfflineTab.UPCOMING)!;

/**
 * The offline desk's SLA rules, each over the statuses where the clinic owes that action (spec 3
 * §4.1): confirming a request, counted from its last change; recording attendance of a booked
 * consult and uploading the prescription of a seen one (or one QC sent back), counted from the
 * appointment time. A consult marked not attended, or whose prescription is with QC or done, waits
 * on no one at the clinic (docs/decisions.md).
 */
const OFFLINE_SLA_RULES: readonly { readonly statusIds: readonly number[]; readonly rule: SlaRule }[] = [
  { statusIds: upcoming.statusIds, rule: { hours: OFFLINE_PENDING_HOURS, from: 'modifiedOn' } },
  { statusIds: subTab(OfflineSubTab.ALL_CONFIRMED).statusIds, rule: { hours: OFFLINE_PENDING_HOURS, from: 'fulfillmentDate' } },
  {
    statusIds: [...subTab(OfflineSubTab.DOCUMENT_PENDING).statusIds, ...subTab(OfflineSubTab.DOCUMENT_REJECTED).statusIds],
    rule: { hours: OFFLINE_PENDING_HOURS, from: 'fulfillmentDate' },
  },
];

/**
 * The SLA terms of an offline list (a tab, or a sub-tab) at `now`: each rule narrowed to the
 * statuses the list holds. All holds every status, so a row there is late as on its own tab;
 * Cancelled and the sub-tabs where nothing is owed have none.
 */
export function offlineSlaTerms(scope: OfflineListScope, now: Date): SlaTerm[] {
  const held = new Set<number>(scope.statusIds);
  return OFFLINE_SLA_RULES.map((r) => ({ statusIds: r.statusIds.filter((s) => held.has(s)), rule: r.rule }))
    .filter((r) => r.statusIds.length > 0)
    .map((r) => slaTerm(r.statusIds, r.rule, now));
}

/** Whether an offline list has an SLA (and so a breach count and a past-SLA filter). */
export function offlineHasSla(scope: OfflineListScope): boolean {
  return offlineSlaTerms(scope, new Date(0)).length > 0;
}

/** Whether a consult of an offline list is past its SLA at `now`. */
export function isPastOfflineSla(scope: OfflineListScope, row: SlaRow, now: Date): boolean {
  return offlinePendingBanner(scope, row, now) !== undefined;
}

/**
 * The "Action Pending Since" banner of an offline row (spec 3 §4.1): shown once the row is past its
 * SLA, measured from the last change on Upcoming, otherwise from the appointment time, as months,
 * days plus hours, or hours.
 */
export function offlinePendingBanner(scope: OfflineListScope, row: SlaRow, now: Date): { title: 'Action Pending Since'; duration: string } | undefined {
  return pendingBanner(offlineSlaTerms(scope, now), row, now);
}
