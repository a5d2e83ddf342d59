import { makeAutoObservable } from 'mobx';
import { ATTENDANCE_FEEDBACK } from '../../../../core/appointments/action-input.ts';
import { OfflineAction } from '../../../../core/consults/offline-actions.ts';
import { offlineInputProblem, offlineReasons } from '../../../../core/consults/offline-action-input.ts';
import type { OfflineRequest, OfflineUpdateItem } from '../../../../core/consults/offline-desk.port.ts';
import { ReasonChoiceModel } from './reason-choice.model.ts';

/** Confirm (spec 3 §5.1): remarks optional for one consult, required for a bulk. */
export class OfflineConfirmFormModel {
  remarks = '';

  constructor(
    readonly rows: readonly OfflineRequest[],
    readonly bulk: boolean,
  ) {
    makeAutoObservable(this, { rows: false, bulk: false }, { autoBind: true });
  }

  setRemarks(value: string): void {
    this.remarks = value;
  }

  get items(): OfflineUpdateItem[] {
    return this.rows.map((r) => ({ requestId: r.id, action: OfflineAction.Confirm, remarks: this.remarks.trim() }));
  }

  get problem(): string | undefined {
    return offlineInputProblem({ action: OfflineAction.Confirm, remarks: this.remarks, reportCount: 0, bulk: this.bulk });
  }
}

/** The actions whose dialog asks only for a reason from a list. */
export type OfflineReasonAction = typeof OfflineAction.Reject | typeof OfflineAction.NotAttended;

/** Reject and Mark Not Attended: a reason from the action's list, "Others" in words. */
export class OfflineReasonFormModel {
  readonly choice: ReasonChoiceModel;

  constructor(
    readonly action: OfflineReasonAction,
    readonly rows: readonly OfflineRequest[],
  ) {
    this.choice = new ReasonChoiceModel(offlineReasons(action) ?? []);
    makeAutoObservable(this, { action: false, rows: false, choice: false }, { autoBind: true });
  }

  get items(): OfflineUpdateItem[] {
    return this.rows.map((r) => ({ requestId: r.id, action: this.action, remarks: this.choice.remarks }));
  }

  get problem(): string | undefined {
    return offlineInputProblem({ action: this.action, remarks: this.choice.remarks, reportCount: 0, bulk: this.rows.length > 1 });
  }
}

/**
 * Mark Attended (spec 3 §5.1): remarks and the customer's feedback (Satisfied, Dissatisfied,
 * Pacifistic) for one consult; a bulk asks for remarks only, as core's rule says.
 */
export class OfflineAttendedFormModel {
  remarks = '';
  feedback = '';

  constructor(
    readonly rows: readonly OfflineRequest[],
    readonly bulk: boolean,
  ) {
    makeAutoObservable(this, { rows: false, bulk: false }, { autoBind: true });
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

  get items(): OfflineUpdateItem[] {
    return this.rows.map((r) => ({
      requestId: r.id,
      action: OfflineAction.Attended,
      remarks: this.remarks.trim(),
      ...(this.feedback ? { userFeedback: this.feedback } : {}),
    }));
  }

  get problem(): string | undefined {
    return offlineInputProblem({ action: OfflineAction.Attended, remarks: this.remarks, userFeedback: this.feedback, reportCount: 0, bulk: this.bulk });
  }
}
