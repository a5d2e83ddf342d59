import { STATUS_MEANING, StatusId, isStatusId } from '../appointments/status-catalogue.ts';

/**
 * The status text an offline list shows: a consult's paperwork is a prescription, so QC's
 * rejection and the waiting for QC read in those words; 30 reads as new, as it does for labs
 * (ops moved it back to the clinic). An id outside the catalogue shows as itself.
 */
export function offlineStatusText(statusId: number): string {
  if (!isStatusId(statusId)) return `Status ${statusId}`;
  if (statusId === StatusId.InformationAwaited) return 'Rx Rejected';
  if (statusId === StatusId.RescheduledByOps) return STATUS_MEANING[StatusId.NewAppointmentRequest];
  if (([StatusId.InfoSubmitted, StatusId.DigitizationPending, StatusId.BranchApprovalPending, StatusId.PartialReportUploaded] as number[]).includes(statusId)) return 'Rx Submitted';
  return STATUS_MEANING[statusId];
}
