import { STATUS_MEANING, StatusId } from './status-catalogue.ts';
import { LabTab } from './tabs.ts';

/** Statuses shown as 'QC Pending' on the Documents Submitted tab (spec 1 §4). */
export const QC_PENDING_STATUS_IDS: readonly StatusId[] = [
  StatusId.InfoSubmitted,
  StatusId.DigitizationPending,
  StatusId.BranchApprovalPending,
];

/**
 * The status text a lab list shows for a row (spec 1 §4 display rules): 33 reads 'Reports
 * Rejected'; 30 reads 'New Appointment Request' because ops moved it back to the centre's queue;
 * 37, 134 and 161 read 'QC Pending' on the Documents Submitted tab, where the lab only waits for QC.
 */
export function labStatusText(statusId: StatusId, tab?: LabTab): string {
  if (statusId === StatusId.InformationAwaited) return 'Reports Rejected';
  if (statusId === StatusId.RescheduledByOps) return STATUS_MEANING[StatusId.NewAppointmentRequest];
  if (tab === LabTab.DOCUMENTS_SUBMITTED && QC_PENDING_STATUS_IDS.includes(statusId)) return 'QC Pending';
  return STATUS_MEANING[statusId];
}

/** Information Awaited is shown with a red 'QC Rejected' tag and its remarks. */
export function isQcRejected(statusId: StatusId): boolean {
  return statusId === StatusId.InformationAwaited;
}

/** The tag text and remarks for a QC-rejected row; empty remarks read 'No Remarks'. */
export function qcRejectedTag(remarks: string | null | undefined): { tag: 'QC Rejected'; remarks: string } {
  const text = (remarks ?? '').trim();
  return { tag: 'QC Rejected', remarks: text === '' ? 'No Remarks' : text };
}
