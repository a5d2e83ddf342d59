import { BulkSkipWhy, splitBulk, statusAllowsNo, type BulkRow, type BulkSkipReason, type BulkSplit } from '../bulk/bulk-split.ts';
import { labStatusText } from './display-status.ts';
import { LAB_ACTION_LABEL, type LabAction } from './lab-actions.ts';
import { nextStatus } from './lab-workflow.ts';
import { bulkItemRefusal } from './row-actions.ts';
import { isStatusId } from './status-catalogue.ts';

/** A lab status by the name the lists show. */
export const labStatusName = (statusId: number): string => (isStatusId(statusId) ? labStatusText(statusId) : `Status ${statusId}`);

/**
 * Why a lab request is left out of a bulk action, or undefined when the action applies: the
 * workflow table must lead somewhere from its status, and the bulk rule (only status 40 is
 * bulk-attended) must allow it. Bulk actions attach no files, so the upload rule never narrows them.
 */
export function labBulkSkip(action: LabAction, statusId: number): BulkSkipReason | undefined {
  if (nextStatus(statusId, action) === undefined) return statusAllowsNo(labStatusName(statusId), LAB_ACTION_LABEL[action]);
  const bulk = bulkItemRefusal(action, statusId, 2);
  return bulk ? { why: BulkSkipWhy.notInBulk, reason: bulk } : undefined;
}

/** The lab desk's preview of a bulk action over the selected rows. */
export function labBulkSplit(action: LabAction, rows: readonly BulkRow[]): BulkSplit {
  return splitBulk(rows, (row) => labBulkSkip(action, row.statusId), labStatusName);
}
