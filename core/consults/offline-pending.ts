import { pendingDuration } from '../appointments/sla.ts';
import { OfflineTab } from './offline-tabs.ts';

/** Hours after which an offline action counts as pending long (spec 3 §4.1: threshold 4). */
export const OFFLINE_PENDING_HOURS = 4;

/** What the banner reads of a consult. */
export interface PendingTimes {
  readonly modifiedOn: Date;
  readonly fulfillmentDate: Date;
  /** Whether the clinic has an action it can take now; a consult waiting on no one shows no banner. */
  readonly actionable: boolean;
}

/**
 * The "Action Pending Since" banner of an offline row (spec 3 §4.1): measured from the last change
 * on Upcoming (a request waits for confirmation since it arrived or changed), otherwise from the
 * appointment time; shown once 4 hours have passed, as months, days plus hours, or hours.
 * Read-only tabs and consults without an action now show none.
 */
export function offlinePendingBanner(tab: OfflineTab, times: PendingTimes, now: Date): { title: 'Action Pending Since'; duration: string } | undefined {
  if (!times.actionable || tab === OfflineTab.ALL || tab === OfflineTab.CANCELLED) return undefined;
  const since = tab === OfflineTab.UPCOMING ? times.modifiedOn : times.fulfillmentDate;
  if (now.getTime() - since.getTime() < OFFLINE_PENDING_HOURS * 3_600_000) return undefined;
  return { title: 'Action Pending Since', duration: pendingDuration(since, now) };
}
