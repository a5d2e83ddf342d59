import { LAB_TABS, LabTab } from './tabs.ts';

/** The instants of a request an SLA can be measured from. */
export interface SlaTimes {
  readonly createdOn: Date;
  readonly fulfillmentDate: Date;
  readonly modifiedOn: Date;
}

/** One tab's SLA: how many hours after which instant the pending action is overdue. */
export interface SlaRule {
  readonly hours: number;
  readonly from: keyof SlaTimes;
}

/**
 * The SLA of each lab tab the spec gives one (spec 1 §4, §9): a new request should be confirmed
 * within 12 hours of creation, a confirmed visit marked within 4 hours of its time, and reports
 * uploaded within 24 hours of the last change. No other tab has an SLA, Partial documents and All
 * Appointments included (issue 32): the spec names only these three (docs/decisions.md).
 */
export const SLA_RULES: Readonly<Partial<Record<LabTab, SlaRule>>> = {
  NEW_APPOINTMENTS: { hours: 12, from: 'createdOn' },
  CONFIRMED_APPOINTMENTS: { hours: 4, from: 'fulfillmentDate' },
  DOCUMENT_PENDING: { hours: 24, from: 'modifiedOn' },
};

const HOUR_MS = 3_600_000;

/** A row as an SLA reads it: its status and the instants it has (a missing one is never late). */
export type SlaRow = { readonly statusId: number } & Partial<SlaTimes>;

/**
 * One rule at a given moment, as the database applies it: a row whose status is one of `statusIds`
 * is past its SLA when its `from` instant is at or before `atOrBefore`. The server counts and
 * filters with these terms, the portal tests rows with them, so both read one rule.
 */
export interface SlaTerm {
  readonly statusIds: readonly number[];
  readonly from: keyof SlaTimes;
  readonly atOrBefore: Date;
}

/** A rule over some statuses, turned into its term at `now`. */
export function slaTerm(statusIds: readonly number[], rule: SlaRule, now: Date): SlaTerm {
  return { statusIds, from: rule.from, atOrBefore: new Date(now.getTime() - rule.hours * HOUR_MS) };
}

/**
 * The SLA terms of a lab tab at `now`: its own rule over its statuses. All Appointments holds every
 * status, so there a row is late when it is late on its own tab: every rule, each over its tab's
 * statuses. A tab without SLA has none.
 */
export function labSlaTerms(tab: LabTab, now: Date): SlaTerm[] {
  const tabs = tab === LabTab.ALL_APPOINTMENTS ? (Object.keys(SLA_RULES) as LabTab[]) : [tab];
  return tabs.flatMap((t) => {
    const rule = SLA_RULES[t];
    return rule ? [slaTerm(LAB_TABS[t].statusIds, rule, now)] : [];
  });
}

/** The term a row is past at the terms' moment, if any. */
export function pastTerm(terms: readonly SlaTerm[], row: SlaRow): SlaTerm | undefined {
  return terms.find((t) => t.statusIds.includes(row.statusId) && (row[t.from]?.getTime() ?? Infinity) <= t.atOrBefore.getTime());
}

/**
 * Whether a tab has an SLA of its own, and so a breach count and the Priority Cases / Total Cases
 * toggle. All Appointments has none: its rows still show the banner of their own tab's SLA, but the
 * tab owes nothing as a whole (spec 1 §4 gives it no SLA, issue 32).
 */
export function hasSla(tab: LabTab): boolean {
  return SLA_RULES[tab] !== undefined;
}

/** Whether a row is past its SLA on a tab at `now`; tabs without SLA never are. */
export function isPastSla(tab: LabTab, row: SlaRow, now: Date): boolean {
  return pastTerm(labSlaTerms(tab, now), row) !== undefined;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * A duration as the banner shows it (spec 1 §4): whole months when at least one (30 days each),
 * else days plus hours when at least a day, else hours. Negative spans read as 0 Hours.
 */
export function pendingDuration(since: Date, now: Date): string {
  const hours = Math.max(0, Math.floor((now.getTime() - since.getTime()) / HOUR_MS));
  const days = Math.floor(hours / 24);
  const months = Math.floor(days / 30);
  if (months >= 1) return plural(months, 'Month');
  if (days >= 1) return `${plural(days, 'Day')} ${plural(hours % 24, 'Hour')}`;
  return plural(hours, 'Hour');
}

/** The banner a row past one of `terms` shows: 'Action Pending Since' and how long, from the term's instant. */
export function pendingBanner(terms: readonly SlaTerm[], row: SlaRow, now: Date): { title: 'Action Pending Since'; duration: string } | undefined {
  const term = pastTerm(terms, row);
  return term && { title: 'Action Pending Since', duration: pendingDuration(row[term.from]!, now) };
}

/**
 * The banner of a lab row past its SLA: 'Action Pending Since' and how long the action has been
 * pending, measured from the rule's reference instant (when the action became due to start),
 * not from the moment it turned overdue. Undefined when the row is within its SLA.
 */
export function slaBanner(tab: LabTab, row: SlaRow, now: Date): { title: 'Action Pending Since'; duration: string } | undefined {
  return pendingBanner(labSlaTerms(tab, now), row, now);
}
