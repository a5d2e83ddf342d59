import { isLabAction } from '../../../core/appointments/lab-actions.ts';
import { labBulkSkip } from '../../../core/appointments/lab-bulk-split.ts';
import { isOfflineAction } from '../../../core/consults/offline-actions.ts';
import { offlineBulkSkip } from '../../../core/consults/offline-bulk-split.ts';
import { offlineNextActions } from '../../../core/consults/offline-rules.ts';
import { loadConsult } from '../consults/consult.store.ts';
import { consultState } from '../consults/offline-row.mapper.ts';
import { loadTarget } from '../lab-desk/lab-action.store.ts';
import type { Db } from '../store/db.ts';

/**
 * Why an item of a bulk call is skipped, by the rule the desk's preview showed (core's bulk
 * split), read from the request as stored now; undefined lets the item go on to the full check.
 * A request outside the caller's providers is left to that check, which answers "not found".
 */
export async function bulkSkipNow(
  db: Db,
  services: 'LABS' | 'OFFLINE_CONSULTS',
  item: { requestId: number; action: string },
  providerIds: readonly number[],
  now: Date,
): Promise<{ reason: string; statusId: number } | undefined> {
  if (services === 'LABS') {
    const target = await loadTarget(db, item.requestId);
    if (!target || target.service !== 'LABS' || !providerIds.includes(target.provider_id) || !isLabAction(item.action)) return undefined;
    const skip = labBulkSkip(item.action, target.status_id);
    return skip && { reason: skip.reason, statusId: target.status_id };
  }
  const consult = await loadConsult(db, item.requestId);
  if (!consult || !providerIds.includes(consult.provider_id) || !isOfflineAction(item.action)) return undefined;
  const skip = offlineBulkSkip(item.action, { requestId: consult.id, statusId: consult.status_id, nextActions: offlineNextActions(consultState(consult), now) });
  return skip && { reason: skip.reason, statusId: consult.status_id };
}
