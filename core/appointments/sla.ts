import { LabTab } from './tabs.ts';

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
 * The SLA of the tabs that show the 'Action Pending Since' banner (spec 1 §4, §9): a new request
 * should be confirmed within 12 hours of creation, a confirmed visit marked within 4 hours of its
 * time, and reports uploaded within 24 hours of the last change.
 */
export const SLA_RULES: Readonly<Partial<Record<LabTab, SlaRule>>> = {
  NEW_APPOINTMENTS: { hours: 12, from: 'createdOn' },
  CONFIRMED_APPOINTMENTS: { hours: 4, from: 'fulfillmentDate' },
  DOCUMENT_PENDING: { hours: 24, from: 'modifiedOn' },
};

const HOUR_MS = 3_600_000;

/** Whether a tab shows SLA (and so the Priority Cases / Total Cases toggle). */
export function hasSla(tab: LabTab): boolean {
  return SLA_RULES[tab] !== undefined;
}

/**
 * The latest reference instant that is overdue at `now` on a tab: a row is a priority case when
 * its reference instant is at or before this. The server filters with it (fetchHighSLACases).
 */
export function slaCutoff(tab: LabTab, now: Date): { from: keyof SlaTimes; atOrBefore: Date } | undefined {
  const rule = SLA_RULES[tab];
  if (!rule) return undefined;
  return { from: rule.from, atOrBefore: new Date(now.getTime() - rule.hours * HOUR_MS) };
}

/** Whether a row is past its tab's SLA at `now`; tabs without SLA never are. */
export function isPastSla(tab: LabTab, times: SlaTimes, now: Date): boolean {
  const cutoff = slaCutoff(tab, now);
  return cutoff !== undefined && times[cutoff.from].getTime() <= cutoff.atOrBefore.getTime();
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

/**
 * The banner of a row past its SLA: 'Action Pending Since' and how long the action has been
 * pending, measured from the rule's reference instant (when the action became due to start),
 * not from the moment it turned overdue. Undefined when the row is within its SLA.
 */
export function slaBanner(tab: LabTab, times: SlaTimes, now: Date): { title: 'Action Pending Since'; duration: string } | undefined {
  const rule = SLA_RULES[tab];
  if (!rule || !isPastSla(tab, times, now)) return undefined;
  return { title: 'Action Pending Since', duration: pendingDuration(times[rule.from], now) };
}
