import { makeAutoObservable } from 'mobx';
import {
  actionInputProblem,
  NOT_ATTENDED_OTHERS_MIN_LENGTH,
  NOT_ATTENDED_REASONS,
  reasonRemarks,
  REJECT_REASONS,
} from '../../../../core/appointments/action-input.ts';
import { LabAction } from '../../../../core/appointments/lab-actions.ts';
import type { LabRequest, LabUpdateItem } from '../../../../core/appointments/lab-desk.port.ts';

/** The actions whose dialog asks for a reason from a list, with 'Others' written out. */
export type ReasonAction = typeof LabAction.RejectedByProvider | typeof LabAction.NotAttended;

const REASONS: Record<ReasonAction, readonly string[]> = {
  RejectedByProvider: REJECT_REASONS,
  NotAttended: NOT_ATTENDED_REASONS,
};

/**
 * A reason dialog (spec 1 §5): Reject needs one of its reasons, Not Attended one of its own; with
 * 'Others' the reason is written (at least 10 characters for Not Attended). The reason travels
 * as the remarks: the reason itself, or 'Others - {text}'.
 */
export class ReasonFormModel {
  reason = '';
  othersText = '';

  constructor(
    readonly action: ReasonAction,
    readonly rows: readonly LabRequest[],
  ) {
    makeAutoObservable(this, { action: false, rows: false }, { autoBind: true });
  }

  get reasons(): readonly string[] {
    return REASONS[this.action];
  }

  get isOthers(): boolean {
    return this.reason === 'Others';
  }

  /** The least length of the written reason, shown beside the field. */
  get othersMinLength(): number {
    return this.action === LabAction.NotAttended ? NOT_ATTENDED_OTHERS_MIN_LENGTH : 1;
  }

  setReason(value: string): void {
    this.reason = value;
  }

  setOthersText(value: string): void {
    this.othersText = value;
  }

  get remarks(): string {
    return this.reason === '' ? '' : reasonRemarks(this.reason, this.othersText);
  }

  get items(): LabUpdateItem[] {
    return this.rows.map((r) => ({ requestId: r.id, action: this.action, remarks: this.remarks }));
  }

  get problem(): string | undefined {
    return actionInputProblem({ action: this.action, remarks: this.remarks, reportCount: 0, isHomeVisit: false });
  }
}
