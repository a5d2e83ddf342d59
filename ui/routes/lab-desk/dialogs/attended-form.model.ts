import { makeAutoObservable } from 'mobx';
import { actionInputProblem, ATTENDANCE_FEEDBACK } from '../../../../core/appointments/action-input.ts';
import { LabAction } from '../../../../core/appointments/lab-actions.ts';
import type { LabRequest, LabUpdateItem } from '../../../../core/appointments/lab-desk.port.ts';

/**
 * Mark Attended (spec 1 §5): remarks are required; the customer's feedback (Satisfied,
 * Dissatisfied, Pacifistic) is offered and sent when chosen. Serves one row or a bulk of status-40 rows.
 */
export class AttendedFormModel {
  remarks = '';
  feedback = '';

  constructor(readonly rows: readonly LabRequest[]) {
    makeAutoObservable(this, { rows: false }, { autoBind: true });
  }

  get feedbackOptions(): readonly string[] {
    return ATTENDANCE_FEEDBACK;
  }

  setRemarks(value: string): void {
    this.remarks = value;
  }

  setFeedback(value: string): void {
    this.feedback = value;
  }

  get items(): LabUpdateItem[] {
    return this.rows.map((r) => ({
      requestId: r.id,
      action: LabAction.Attended,
      remarks: this.remarks.trim(),
      ...(this.feedback ? { userFeedback: this.feedback } : {}),
    }));
  }

  get problem(): string | undefined {
    return actionInputProblem({ action: LabAction.Attended, remarks: this.remarks, reportCount: 0, isHomeVisit: false });
  }
}
