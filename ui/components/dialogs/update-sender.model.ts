import { makeAutoObservable, runInAction } from 'mobx';
import { LabDeskRefusal, type DeskScope, type LabUpdateOutcome } from '../../../core/appointments/lab-desk.port.ts';
import type { Toaster } from '../toast/toaster.ts';

/** The spec's messages for actions (spec 1 §8, spec 3 §8). */
export const ActionMessage = {
  success: 'Request updated successfully',
  failure: (error: string) => `Request update failed - ${error}`,
  generic: 'Something went wrong. Please try again later',
} as const;

/** What a desk does after an action reached the server: refresh, and for a bulk forget the ticks. */
export interface DeskDialogsHost {
  scope(): DeskScope | undefined;
  /** `outcome` is the server's answer, absent when the call itself failed. */
  afterUpdate(outcome: { success: boolean; bulk: boolean; outcome?: LabUpdateOutcome }): void;
}

/**
 * Sends a dialog's updateRequests items for a desk and says how it went: 'Request updated
 * successfully', or 'Request update failed - {server error}' (the refusal's own reason when the
 * call itself was refused). Both desks' dialogs send through one, so they speak alike.
 */
export class UpdateSender<Item> {
  sending = false;

  constructor(
    private readonly update: (scope: DeskScope, items: readonly Item[]) => Promise<LabUpdateOutcome>,
    private readonly toaster: Toaster,
    private readonly host: DeskDialogsHost,
  ) {
    makeAutoObservable<this, 'update' | 'toaster' | 'host'>(this, { update: false, toaster: false, host: false }, { autoBind: true });
  }

  /** Sends the items; resolves whether every one applied, or undefined when there was nothing to send. */
  async send(items: readonly Item[], bulk: boolean): Promise<boolean | undefined> {
    const scope = this.host.scope();
    if (!scope || items.length === 0) return undefined;
    this.sending = true;
    let success = false;
    let error: string = ActionMessage.generic;
    let answer: LabUpdateOutcome | undefined;
    try {
      const outcome = await this.update(scope, items);
      answer = outcome;
      success = outcome.success;
      error = outcome.error ?? ActionMessage.generic;
    } catch (e) {
      error = e instanceof LabDeskRefusal && e.reason ? e.reason : ActionMessage.generic;
    }
    runInAction(() => {
      this.sending = false;
      if (success) this.toaster.success(ActionMessage.success);
      else this.toaster.error(ActionMessage.failure(error));
    });
    this.host.afterUpdate({ success, bulk, outcome: answer });
    return success;
  }
}
