import { OfflineAction, isOfflineAction, offlineNextStatus } from './offline-actions.ts';
import { offlineInputProblem } from './offline-action-input.ts';
import { offlineActionBlock, type ConsultState } from './offline-rules.ts';
import { parseSlotStamp } from './slot-stamp.ts';
import type { StatusId } from '../appointments/status-catalogue.ts';

/** One updateRequests item as the rule reads it. */
export interface OfflineItem {
  readonly action: string;
  readonly remarks?: string | null;
  readonly userFeedback?: string | null;
  readonly scheduledAppointmentDate?: string | null;
  readonly doctorId?: number | null;
  readonly reportCount: number;
  readonly billCount: number;
}

/** What an allowed item does: the status it leads to, and for Reschedule and Change Doctor the slot and doctor to book. */
export interface OfflineVerdict {
  readonly action: OfflineAction;
  readonly to: StatusId;
  readonly move?: { readonly at: Date; readonly doctorId: number; readonly countsAsReschedule: boolean };
}

/**
 * Whether one item may be applied to a consult now, and what it does (spec 3 §4.1, §5.1): the
 * workflow table, the per-request rules (limit, time), the input rules of the dialogs. What the
 * stored data must still say (the slot has a place, the new doctor can take it, the files are
 * the caller's) is checked by the caller against what it stores.
 */
export function judgeOfflineItem(
  requestId: number,
  consult: ConsultState & { readonly doctorId: number | null },
  item: OfflineItem,
  itemCount: number,
  now: Date,
): OfflineVerdict | { refusal: string } {
  if (!isOfflineAction(item.action)) return { refusal: `${item.action} is not an offline-consult action` };
  const action = item.action;
  const to = offlineNextStatus(consult.statusId, action);
  if (to === undefined) return { refusal: `${action} is not allowed for request ${requestId} in its current status` };
  const block = offlineActionBlock(consult, action, now);
  if (block) return { refusal: block };
  const problem = offlineInputProblem({
    action,
    remarks: item.remarks,
    userFeedback: item.userFeedback,
    scheduledAppointmentDate: item.scheduledAppointmentDate,
    doctorId: item.doctorId,
    currentDoctorId: consult.doctorId,
    reportCount: item.reportCount,
    bulk: itemCount > 1,
  });
  if (problem) return { refusal: problem };
  if (item.userFeedback && action !== OfflineAction.Attended) return { refusal: 'Feedback is only recorded when marking attended' };
  if (item.billCount > 0) return { refusal: 'A consult takes prescriptions only' };
  if (action !== OfflineAction.Reschedule && action !== OfflineAction.ChangeDoctor) return { action, to };
  const at = parseSlotStamp(item.scheduledAppointmentDate ?? '');
  if (!at) return { refusal: 'scheduledAppointmentDate is not a date and time' };
  const doctorId = action === OfflineAction.ChangeDoctor ? item.doctorId! : consult.doctorId;
  if (doctorId === null) return { refusal: 'The consult has no doctor to book' };
  return { action, to, move: { at, doctorId, countsAsReschedule: action === OfflineAction.Reschedule } };
}
