import { makeAutoObservable, runInAction } from 'mobx';
import type { DeskScope, LabUpdateOutcome } from '../../../core/appointments/lab-desk.port.ts';
import { LabDeskRefusal } from '../../../core/appointments/lab-desk.port.ts';
import type { BulkSplit } from '../../../core/bulk/bulk-split.ts';
import type { BulkService, BulkUndoHandle, BulkUndoPort } from '../../../core/bulk/bulk-undo.port.ts';
import { UndoOutcome, undoSecondsLeft } from '../../../core/bulk/undo-period.ts';
import type { ClockPort } from '../../../core/shared/clock.port.ts';

/** Which words a bulk action's texts use: what the rows "will be", and the action's name. */
export type BulkVerb = 'confirmed' | 'rejected' | 'attended';

/** The preview open before a bulk action runs. */
export interface BulkPreview {
  readonly verb: BulkVerb;
  readonly actionLabel: string;
  readonly split: BulkSplit;
}

/** One row of the result of a bulk action, or of its undo. */
export type BulkResultRow =
  | { readonly requestId: number; readonly kind: 'applied' }
  | { readonly requestId: number; readonly kind: 'refused'; readonly reason: string }
  | { readonly requestId: number; readonly kind: 'reverted' | 'changedMeanwhile' | 'notVisible' };

/** The result on screen after a bulk action (and, once undone, after its undo). */
export interface BulkResult {
  readonly actionLabel: string;
  readonly rows: readonly BulkResultRow[];
  readonly undo?: BulkUndoHandle;
  readonly undone: boolean;
  /** Why an undo was refused (too late, not found), as the server said it. */
  readonly undoRefusal?: string;
}

/** What a desk gives the bulk flow. */
export interface BulkRunHost {
  scope(): DeskScope | undefined;
  readonly service: BulkService;
  /** The list changed (after an undo): load it again. */
  refresh(): void;
}

const UNDO_OUTCOME_KIND = {
  [UndoOutcome.Reverted]: 'reverted',
  [UndoOutcome.ChangedMeanwhile]: 'changedMeanwhile',
  [UndoOutcome.NotVisible]: 'notVisible',
} as const;

/**
 * A desk's safe bulk action: the preview of which ticked rows it applies to (core's split), the
 * per-row result that stays until dismissed or the next action, and Undo with its countdown while
 * the server's undo window is open. Both desks use one, so they behave alike.
 */
export class BulkRunModel {
  preview: BulkPreview | undefined = undefined;
  result: BulkResult | undefined = undefined;
  now: Date;
  undoing = false;
  private proceed: ((applies: readonly number[]) => void) | undefined;
  private ticker: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly clock: ClockPort,
    private readonly host: BulkRunHost,
    private readonly undoPort?: BulkUndoPort,
  ) {
    this.now = clock.now();
    makeAutoObservable<this, 'clock' | 'host' | 'undoPort' | 'proceed' | 'ticker'>(
      this,
      { clock: false, host: false, undoPort: false, proceed: false, ticker: false },
      { autoBind: true },
    );
  }

  /**
   * Shows what the action would do; `onContinue` opens the action's dialog for the rows the preview
   * keeps (`split.applies`), so the dialog counts and sends exactly those. A new action clears the last result.
   */
  open(preview: BulkPreview, onContinue: (applies: readonly number[]) => void): void {
    this.dismiss();
    this.preview = preview;
    this.proceed = onContinue;
  }

  get appliesCount(): number {
    return this.preview?.split.applies.length ?? 0;
  }

  cancel(): void {
    this.preview = undefined;
    this.proceed = undefined;
  }

  /** Goes on with the rows the preview kept; the skipped ones stay behind, ticked in no call. */
  continue(): void {
    const proceed = this.proceed;
    const applies = this.preview?.split.applies ?? [];
    this.cancel();
    if (applies.length > 0) proceed?.(applies);
  }

  /**
   * The server's answer to the bulk action, row by row, with Undo while it is open. An answer
   * without per-row results has nothing to list (an empty panel would read "0 applied"): its
   * reason is in the toast, so any older result is cleared and none is shown.
   */
  showResult(actionLabel: string, outcome: LabUpdateOutcome): void {
    this.stopTicking();
    if (outcome.results.length === 0) {
      this.result = undefined;
      return;
    }
    const rows: BulkResultRow[] = outcome.results.map((r) =>
      r.success ? { requestId: r.requestId, kind: 'applied' } : { requestId: r.requestId, kind: 'refused', reason: r.error ?? '' },
    );
    this.result = { actionLabel, rows, undo: this.undoPort ? outcome.undo : undefined, undone: false };
    this.now = this.clock.now();
    if (this.result.undo) this.ticker = setInterval(() => this.tick(), 250);
  }

  get appliedCount(): number {
    return this.result?.rows.filter((r) => r.kind === 'applied' || r.kind === 'reverted').length ?? 0;
  }

  get refusedCount(): number {
    return this.result?.rows.filter((r) => r.kind !== 'applied' && r.kind !== 'reverted').length ?? 0;
  }

  /** Seconds left to undo; 0 when there is nothing (more) to undo. */
  get secondsLeft(): number {
    const r = this.result;
    return r?.undo && !r.undone ? undoSecondsLeft(r.undo.undoUntil, this.now) : 0;
  }

  get canUndo(): boolean {
    return this.secondsLeft > 0 && !this.undoing;
  }

  tick(): void {
    this.now = this.clock.now();
    if (this.secondsLeft === 0) this.stopTicking();
  }

  /** Reverts every applied row; the result then says what each became. */
  async undo(): Promise<void> {
    const r = this.result;
    const scope = this.host.scope();
    if (!r?.undo || !scope || !this.undoPort || this.undoing) return;
    this.undoing = true;
    try {
      const answer = await this.undoPort.undo(scope, this.host.service, r.undo.batchId);
      runInAction(() => {
        this.result = { ...r, undone: true, rows: answer.results.map((x) => ({ requestId: x.requestId, kind: UNDO_OUTCOME_KIND[x.outcome] })) };
      });
      this.host.refresh();
    } catch (e) {
      runInAction(() => {
        this.result = { ...r, undone: true, undoRefusal: e instanceof LabDeskRefusal && e.reason ? e.reason : '' };
      });
    } finally {
      runInAction(() => (this.undoing = false));
      this.stopTicking();
    }
  }

  dismiss(): void {
    this.stopTicking();
    this.result = undefined;
  }

  private stopTicking(): void {
    if (this.ticker !== undefined) clearInterval(this.ticker);
    this.ticker = undefined;
  }
}
