import { OfflineAction } from './offline-actions.ts';
import { OFFLINE_BULK_MIN_ROWS, type OfflineNextAction } from './offline-rules.ts';
import { OfflineSubTab, OfflineTab } from './offline-tabs.ts';

/**
 * The bulk actions of a tab (spec 3 §2.3, §4.1): Confirm on Upcoming, attendance on the Attendance
 * Pending sub-tab of Confirmed; none elsewhere.
 */
export function offlineBulkActions(tab: OfflineTab, subTab: OfflineSubTab | null): OfflineAction[] {
  if (tab === OfflineTab.UPCOMING) return [OfflineAction.Confirm];
  if (tab === OfflineTab.CONFIRMED && subTab === OfflineSubTab.ATTENDANCE_PENDING) return [OfflineAction.Attended];
  return [];
}

/** Whether a consult can join a bulk action: the server offers it the action, enabled now. */
export function bulkEligibleOffline(nextActions: readonly OfflineNextAction[], action: OfflineAction): boolean {
  return nextActions.some((n) => n.action === action && n.disabledReason === null);
}

/** Bulk buttons work only with more than one consult ticked (spec 3 §5.1). */
export function offlineBulkEnabled(ticked: number): boolean {
  return ticked >= OFFLINE_BULK_MIN_ROWS;
}
