import { makeAutoObservable } from 'mobx';
import { reasonRemarks } from '../../../../core/appointments/action-input.ts';

/**
 * A reason picked from a list (spec 3 §5.1): "Others" asks for the reason in words, and the
 * remarks sent are the reason itself or "Others - {text}". The dialogs judge it with core's rule.
 */
export class ReasonChoiceModel {
  reason = '';
  othersText = '';

  constructor(readonly reasons: readonly string[]) {
    makeAutoObservable(this, { reasons: false }, { autoBind: true });
  }

  get isOthers(): boolean {
    return this.reason === 'Others';
  }

  get remarks(): string {
    return this.reason === '' ? '' : reasonRemarks(this.reason, this.othersText);
  }

  setReason(value: string): void {
    this.reason = value;
  }

  setOthersText(value: string): void {
    this.othersText = value;
  }
}
