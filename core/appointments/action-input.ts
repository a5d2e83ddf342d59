import { isBlank } from '../shared/validation.ts';
import { LabAction, isUploadAction } from './lab-actions.ts';

/** 'Home Visit By' choices of the confirm dialog for home visits (spec 1 §5). */
export const HOME_VISIT_BY = ['Doctor', 'LAB Technician', 'ECG Technician', 'MBBS Doctor', 'MD Doctor'] as const;
/** Reasons of the reject dialog (spec 1 §9). */
export const REJECT_REASONS = ['Unavailability Of Slots', 'No Bandwidth', 'Holidays', 'Others'] as const;
/** Reasons of the not-attended dialog (spec 1 §9). */
export const NOT_ATTENDED_REASONS = [
  'customer not answering the calls',
  'not available and wants to reschedule',
  'not available and wants to cancel',
  'Others',
] as const;
/** Feedback choices of the attended dialog (spec 1 §5). */
export const ATTENDANCE_FEEDBACK = ['Satisfied', 'Dissatisfied', 'Pacifistic'] as const;
/** The shortest written reason accepted when 'Others' is chosen for a not-attended visit (issue 3). */
export const NOT_ATTENDED_OTHERS_MIN_LENGTH = 10;

/** What a dialog sends for one request: the fields of an updateRequests item the rules read. */
export interface ActionInput {
  readonly action: LabAction;
  readonly remarks?: string | null;
  readonly reportCount: number;
  readonly isHomeVisit: boolean;
}

const OTHERS_PREFIX = 'Others - ';

/**
 * The remarks a reason dialog sends: the chosen reason, or 'Others - {text}' (the updateRequests
 * item has no field of its own for reasons; docs/decisions.md).
 */
export function reasonRemarks(reason: string, othersText = ''): string {
  return reason === 'Others' ? `${OTHERS_PREFIX}${othersText.trim()}` : reason;
}

/** The remarks of a home-visit confirmation: 'Home Visit By: Doctor, LAB Technician - {remarks}'. */
export function homeVisitRemarks(visitBy: readonly string[], remarks: string): string {
  return `Home Visit By: ${visitBy.join(', ')} - ${remarks.trim()}`;
}

function homeVisitByIsValid(remarks: string): boolean {
  const match = /^Home Visit By: (.+?) - \S/.exec(remarks);
  if (!match) return false;
  const chosen = match[1].split(', ');
  return chosen.length > 0 && chosen.every((c) => (HOME_VISIT_BY as readonly string[]).includes(c));
}

function reasonProblem(remarks: string, reasons: readonly string[], othersMin: number): string | undefined {
  const others = /^Others\s*-(.*)$/s.exec(remarks);
  if (others) {
    const text = others[1].trim();
    if (text.length < Math.max(1, othersMin)) return othersMin > 1 ? `Please describe the reason in at least ${othersMin} characters` : 'Please describe the reason';
    return undefined;
  }
  return reasons.includes(remarks) && remarks !== 'Others' ? undefined : 'Please choose a reason';
}

/**
 * Why an action's input cannot be sent, or undefined when it can (spec 1 §5): every action needs
 * remarks; a home-visit confirmation names who visits; reject and not-attended need a listed
 * reason or 'Others' with text; uploads need at least one report. The dialogs disable their
 * buttons on the same rule, and the server refuses an item that breaks it.
 */
export function actionInputProblem(input: ActionInput): string | undefined {
  const remarks = (input.remarks ?? '').trim();
  switch (input.action) {
    case LabAction.RejectedByProvider:
      return reasonProblem(remarks, REJECT_REASONS, 1);
    case LabAction.NotAttended:
      return reasonProblem(remarks, NOT_ATTENDED_REASONS, NOT_ATTENDED_OTHERS_MIN_LENGTH);
    case LabAction.Confirm:
      if (isBlank(remarks)) return 'Remarks are required';
      if (input.isHomeVisit && !homeVisitByIsValid(remarks)) return 'Choose at least one Home Visit By option';
      return undefined;
    default:
      if (isUploadAction(input.action) && input.reportCount < 1) return 'No report uploaded';
      return isBlank(remarks) ? 'Remarks are required' : undefined;
  }
}
