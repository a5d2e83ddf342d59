import { StatusId } from '../appointments/status-catalogue.ts';

/**
 * Statuses whose presence releases uploaded reports to insurer users (spec 1 §2): reports are
 * not the insurer's to read until QC has approved them or underwriting has been scheduled on them.
 */
export const REPORT_RELEASE_STATUS_IDS: readonly number[] = [StatusId.QcApproved, StatusId.TuScheduled];

/** Who reads a history: the lab side sees its own uploads at once; insurers wait for the release. */
export type HistoryViewer = 'provider' | 'insurer';

/** Whether the viewer may see uploaded reports, given every status id in the request's history. */
export function reportsVisible(viewer: HistoryViewer, historyStatusIds: readonly number[]): boolean {
  if (viewer === 'provider') return true;
  return historyStatusIds.some((id) => REPORT_RELEASE_STATUS_IDS.includes(id));
}

/** The files attached to one status: maps of file id to file name. */
export interface StatusFiles {
  bills?: Record<string, string>;
  reports?: Record<string, string>;
}

/**
 * The attachments a viewer may see: reports drop out while they are not released; bills stay,
 * since the invoice is the insurer's to pay whatever the reports say. Empty maps are dropped so a
 * status with nothing visible shows no attachment links; null means nothing to show.
 */
export function visibleAttachments(files: StatusFiles | null | undefined, showReports: boolean): StatusFiles | null {
  if (!files) return null;
  const out: StatusFiles = {};
  if (files.bills && Object.keys(files.bills).length > 0) out.bills = files.bills;
  if (showReports && files.reports && Object.keys(files.reports).length > 0) out.reports = files.reports;
  return out.bills || out.reports ? out : null;
}
