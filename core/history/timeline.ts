import { insurerLabel } from '../appointments/insurer-labels.ts';
import { labStatusText } from '../appointments/display-status.ts';
import { StatusId, isStatusId } from '../appointments/status-catalogue.ts';
import type { HistoryViewer } from './report-visibility.ts';

/** Empty states and failures of the history page and its dialogs (spec 1 §2, §8). */
export const HistoryText = {
  noCorrespondence: 'No correspondence recorded for this status',
  noRemarks: 'No Remarks',
  noCommunication: 'Communication history is not available',
  unableToSend: 'Unable to send',
  /** The resend dialog when no contact of the request suits the message's channel (not in the spec). */
  noRecipients: 'No contact of this request can receive this message',
  doNotDisturb: 'DO NOT DISTURB',
  /** A history that cannot be opened for good (unknown or another's request): spec 1 shows no wording (docs/decisions.md). */
  notAvailable: 'This request is not available',
} as const;

/**
 * The name of a status on the timeline: insurers read their own labels (spec 1 §4), labs the lab
 * wording, so one request tells each side its story in that side's words.
 */
export function timelineStatusText(statusId: number, viewer: HistoryViewer): string {
  if (viewer === 'insurer') return insurerLabel(statusId);
  return isStatusId(statusId) ? labStatusText(statusId) : String(statusId);
}

/** The remarks of a status as shown; blank remarks read 'No Remarks'. */
export function timelineRemarks(remarks: string | null | undefined): string {
  const text = (remarks ?? '').trim();
  return text === '' ? HistoryText.noRemarks : text;
}

/**
 * The doctor's qualification shown on a status: only on QC Approved, where it says who signed the
 * reports off; empty qualifications show nothing.
 */
export function doctorQualificationAt(statusId: number, qualifications: readonly string[]): string | null {
  if (statusId !== StatusId.QcApproved) return null;
  const text = qualifications.map((q) => q.trim()).filter((q) => q !== '').join(', ');
  return text === '' ? null : text;
}
