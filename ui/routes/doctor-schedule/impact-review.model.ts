import { makeAutoObservable } from 'mobx';
import { ImpactChoice } from '../../../core/doctors/impact-choice.ts';
import type { ImpactDecision, ImpactedConsult, ImpactPreview } from '../../../core/doctors/schedule-editor.port.ts';

/** The choice made for one consult; a reassignment names the colleague. */
export interface ConsultChoice {
  choice: ImpactChoice;
  toDoctorId?: number;
}

/**
 * The consults a change would hit, shown before saving, and the choice for each (per consult or
 * in bulk). Every consult starts as Keep: nothing moves unless someone chooses it and confirms.
 */
export class ImpactReview {
  choices = new Map<number, ConsultChoice>();

  constructor(
    readonly preview: ImpactPreview,
    /** Whether the change itself is saved already (the review stays open for refused moves). */
    readonly changeSaved = false,
  ) {
    for (const c of preview.consults) this.choices.set(c.requestId, { choice: ImpactChoice.Keep });
    makeAutoObservable(this, { preview: false, changeSaved: false }, { autoBind: true });
  }

  /** The review of the consults whose moves were refused, after the change was saved. */
  narrowedTo(requestIds: ReadonlySet<number>): ImpactReview {
    const narrowed = new ImpactReview({ ...this.preview, consults: this.preview.consults.filter((c) => requestIds.has(c.requestId)) }, true);
    for (const id of requestIds) narrowed.choices.set(id, this.choiceOf(id));
    return narrowed;
  }

  choiceOf(requestId: number): ConsultChoice {
    return this.choices.get(requestId) ?? { choice: ImpactChoice.Keep };
  }

  /** The choices a consult allows: reassign only with a free colleague, reschedule only with a free slot. */
  allowed(consult: ImpactedConsult): ImpactChoice[] {
    return [
      ...(consult.reassignTo.length > 0 ? [ImpactChoice.Reassign] : []),
      ...(consult.nextFreeSlot ? [ImpactChoice.Reschedule] : []),
      ImpactChoice.Keep,
    ];
  }

  choose(consult: ImpactedConsult, choice: ImpactChoice): void {
    if (!this.allowed(consult).includes(choice)) return;
    this.choices.set(consult.requestId, choice === ImpactChoice.Reassign ? { choice, toDoctorId: consult.reassignTo[0]!.doctorId } : { choice });
  }

  chooseDoctor(consult: ImpactedConsult, doctorId: number): void {
    if (consult.reassignTo.some((d) => d.doctorId === doctorId)) this.choices.set(consult.requestId, { choice: ImpactChoice.Reassign, toDoctorId: doctorId });
  }

  /** Bulk: the same choice for every consult that allows it; the others keep theirs. */
  chooseForAll(choice: ImpactChoice): void {
    for (const consult of this.preview.consults) this.choose(consult, choice);
  }

  /** What is sent on confirmation: only consults that change. */
  get decisions(): ImpactDecision[] {
    return this.preview.consults.flatMap((c) => {
      const chosen = this.choiceOf(c.requestId);
      if (chosen.choice === ImpactChoice.Keep) return [];
      return [{ requestId: c.requestId, choice: chosen.choice, ...(chosen.toDoctorId ? { toDoctorId: chosen.toDoctorId } : {}) }];
    });
  }
}
