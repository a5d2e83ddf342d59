import { isBlank } from '../shared/validation.ts';
import { ATTENDANCE_FEEDBACK } from '../appointments/action-input.ts';
import { OfflineAction } from './offline-actions.ts';

/** Reasons of the Reschedule and Change Doctor dialogs (spec 3 §9). */
export const RESCHEDULE_REASONS = [
  'Doctor On Leave', 'Doctor In OT', 'Slots Not Available', 'Patient Wants To Reschedule', 'OPD Closed', 'Doctor In Rounds', 'Personal Reasons', 'Others',
] as const;
/** Reasons of the Reject dialog of a consult. */
export const OFFLINE_REJECT_REASONS = ['Doctor On Leave', 'Doctor In OT', 'Slots Not Available', 'OPD Closed', 'Personal Reasons', 'Others'] as const;
/** Reasons of Mark Not Attended of a consult. */
export const OFFLINE_NOT_ATTENDED_REASONS = ['Patient Did Not Turn Up', 'Patient Not Answering Calls', 'Patient Wants To Cancel', 'Others'] as const;

const REASONS: Partial<Record<OfflineAction, readonly string[]>> = {
  Reject: OFFLINE_REJECT_REASONS,
  NotAttended: OFFLINE_NOT_ATTENDED_REASONS,
  Reschedule: RESCHEDULE_REASONS,
  CHANGE_DOCTOR: RESCHEDULE_REASONS,
};

/** The reasons list of an action's dialog, or undefined for actions without one. */
export function offlineReasons(action: OfflineAction): readonly string[] | undefined {
  return REASONS[action];
}

/** What a dialog sends for one consult: the fields of an updateRequests item the rules read. */
export interface OfflineActionInput {
  readonly action: OfflineAction;
  readonly remarks?: string | null;
  readonly userFeedback?: string | null;
  readonly scheduledAppointmentDate?: string | null;
  readonly doctorId?: number | null;
  readonly currentDoctorId?: number | null;
  readonly reportCount: number;
  /** Bulk actions need remarks even where one row's dialog does not (spec 3 §5.1). */
  readonly bulk: boolean;
}

export const OfflineInputMessage = {
  reason: 'Please choose a reason',
  othersText: 'Please specify the reason',
  remarks: 'Remarks are required',
  feedback: 'Please choose the feedback',
  slot: 'Please select a time slot',
  doctor: 'Please choose another doctor',
  files: 'Please upload at least one file',
} as const;

function reasonProblem(remarks: string, reasons: readonly string[]): string | undefined {
  const others = /^Others\s*-(.*)$/s.exec(remarks);
  if (others) return others[1].trim() === '' ? OfflineInputMessage.othersText : undefined;
  if (remarks === 'Others') return OfflineInputMessage.othersText;
  return reasons.includes(remarks) ? undefined : OfflineInputMessage.reason;
}

/**
 * Why an action's input cannot be sent, or undefined (spec 3 §5.1). The dialogs keep their save
 * buttons disabled on the same rule, and the server refuses an item that breaks it.
 */
export function offlineInputProblem(input: OfflineActionInput): string | undefined {
  const remarks = (input.remarks ?? '').trim();
  const reasons = REASONS[input.action];
  if (reasons) {
    const problem = reasonProblem(remarks, reasons);
    if (problem) return problem;
  }
  switch (input.action) {
    case OfflineAction.Confirm:
      return input.bulk && isBlank(remarks) ? OfflineInputMessage.remarks : undefined;
    case OfflineAction.Attended:
      if (isBlank(remarks)) return OfflineInputMessage.remarks;
      if (!input.bulk && !(ATTENDANCE_FEEDBACK as readonly string[]).includes(input.userFeedback ?? '')) return OfflineInputMessage.feedback;
      return undefined;
    case OfflineAction.Reschedule:
      return input.scheduledAppointmentDate ? undefined : OfflineInputMessage.slot;
    case OfflineAction.ChangeDoctor:
      if (!input.doctorId || input.doctorId === input.currentDoctorId) return OfflineInputMessage.doctor;
      return input.scheduledAppointmentDate ? undefined : OfflineInputMessage.slot;
    case OfflineAction.UploadDocument:
      if (input.reportCount < 1) return OfflineInputMessage.files;
      return isBlank(remarks) ? OfflineInputMessage.remarks : undefined;
    default:
      return undefined;
  }
}
