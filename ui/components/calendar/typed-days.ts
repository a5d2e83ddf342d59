import { makeAutoObservable } from 'mobx';

/**
 * Which date fields of a form hold typed text that is not a day (the field shows why). While any
 * does the form waits: sending it would use the field's old day, or change only the other end of
 * a range, when the person meant the text they typed.
 */
export class TypedDays {
  private problems: Readonly<Record<string, string | undefined>> = {};

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** A field's DateField onTypedProblem, by the field's name. */
  report(field: string, problem: string | undefined): void {
    this.problems = { ...this.problems, [field]: problem };
  }

  /** Whether this one field holds such text (a form with separate parts waits only in the part that has it). */
  holds(field: string): boolean {
    return this.problems[field] !== undefined;
  }

  get pending(): boolean {
    return Object.values(this.problems).some((problem) => problem !== undefined);
  }
}
