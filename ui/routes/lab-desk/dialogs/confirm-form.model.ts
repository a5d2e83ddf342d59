import { makeAutoObservable } from 'mobx';
import { actionInputProblem, HOME_VISIT_BY, homeVisitRemarks } from '../../../../core/appointments/action-input.ts';
import { LabAction } from '../../../../core/appointments/lab-actions.ts';
import type { LabRequest, LabUpdateItem } from '../../../../core/appointments/lab-desk.port.ts';
import { isBlank } from '../../../../core/shared/validation.ts';

/**
 * The confirm dialog (spec 1 §5): remarks are required and, when a request is a home visit, at
 * least one 'Home Visit By' option; Confirm stays disabled until both hold. One dialog serves a
 * single row and a bulk confirmation alike.
 */
export class ConfirmFormModel {
  remarks = '';
  visitBy: string[] = [];

  constructor(readonly rows: readonly LabRequest[]) {
    makeAutoObservable(this, { rows: false }, { autoBind: true });
  }

  get homeVisitOptions(): readonly string[] {
    return HOME_VISIT_BY;
  }

  /** Whether any request is a home visit, so the dialog asks who visits. */
  get needsVisitBy(): boolean {
    return this.rows.some((r) => r.isHomeVisit);
  }

  setRemarks(value: string): void {
    this.remarks = value;
  }

  toggleVisitBy(option: string): void {
    // Kept in the listed order, so the remarks read the same whatever order they were ticked in.
    const chosen = this.visitBy.includes(option) ? this.visitBy.filter((o) => o !== option) : [...this.visitBy, option];
    this.visitBy = HOME_VISIT_BY.filter((o) => chosen.includes(o));
  }

  get items(): LabUpdateItem[] {
    return this.rows.map((r) => ({
      requestId: r.id,
      action: LabAction.Confirm,
      remarks: r.isHomeVisit ? homeVisitRemarks(this.visitBy, this.remarks) : this.remarks.trim(),
    }));
  }

  /** Why Confirm is disabled, or undefined when it may be pressed. */
  get problem(): string | undefined {
    if (isBlank(this.remarks)) return 'Remarks are required';
    for (const [i, item] of this.items.entries()) {
      const problem = actionInputProblem({ action: item.action, remarks: item.remarks, reportCount: 0, isHomeVisit: this.rows[i].isHomeVisit });
      if (problem) return problem;
    }
    return undefined;
  }
}
