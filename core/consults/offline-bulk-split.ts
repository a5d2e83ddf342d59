import { BulkSkipWhy, splitBulk, statusAllowsNo, type BulkRow, type BulkSkipReason, type BulkSplit } from '../bulk/bulk-split.ts';
import { OFFLINE_ACTION_LABEL, type OfflineAction } from './offline-actions.ts';
import type { OfflineNextAction } from './offline-rules.ts';
import { offlineStatusText } from './offline-status.ts';

/** A consult as the bulk rule reads it: its status and its nextActions (offlineNextActions). */
export interface OfflineBulkRow extends BulkRow {
  readonly nextActions: readonly Pick<OfflineNextAction, 'action' | 'disabledReason'>[];
}

/**
 * Why a consult is left out of a bulk action, or undefined when it applies: its status must offer
 * the action (the offline workflow table, as nextActions carries it) and nothing may hold it back now.
 */
export function offlineBulkSkip(action: OfflineAction, row: OfflineBulkRow): BulkSkipReason | undefined {
  const offered = row.nextActions.find((n) => n.action === action);
  if (!offered) return statusAllowsNo(offlineStatusText(row.statusId), OFFLINE_ACTION_LABEL[action]);
  return offered.disabledReason ? { why: BulkSkipWhy.notNow, reason: offered.disabledReason } : undefined;
}

/** The offline desk's preview of a bulk action over the ticked consults. */
export function offlineBulkSplit(action: OfflineAction, rows: readonly OfflineBulkRow[]): BulkSplit {
  return splitBulk(rows, (row) => offlineBulkSkip(action, row), offlineStatusText);
}
