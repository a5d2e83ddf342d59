import type { BulkVerb } from './bulk-run.model.ts';

/** What the rows of a bulk action "will be" in its preview, by the action's wire name (both desks). */
export function bulkVerb(action: string): BulkVerb {
  if (action === 'Confirm') return 'confirmed';
  if (action === 'RejectedByProvider' || action === 'Reject') return 'rejected';
  return 'attended';
}
