import { makeAutoObservable, runInAction } from 'mobx';
import { OfflineAction } from '../../../core/consults/offline-actions.ts';
import type { OfflineDeskPort, OfflineRequest, OfflineUpdateItem } from '../../../core/consults/offline-desk.port.ts';
import type { ClockPort } from '../../../core/shared/clock.port.ts';
import { UpdateSender, type DeskDialogsHost } from '../../components/dialogs/update-sender.model.ts';
import type { Toaster } from '../../components/toast/toaster.ts';
import { MoveFormModel } from './dialogs/move-form.model.ts';
import { OfflineAttendedFormModel, OfflineConfirmFormModel, OfflineReasonFormModel } from './dialogs/offline-forms.model.ts';
import { PrescriptionFormModel } from './dialogs/prescription-form.model.ts';
import type { Ticker } from './dialogs/slot-picker.model.ts';

/** The dialog open on the offline desk, with its form. */
export type OfflineDialog =
  | { kind: 'confirm'; form: OfflineConfirmFormModel }
  | { kind: 'reason'; form: OfflineReasonFormModel }
  | { kind: 'attended'; form: OfflineAttendedFormModel }
  | { kind: 'move'; form: MoveFormModel }
  | { kind: 'prescription'; form: PrescriptionFormModel };

/**
 * The action dialogs of the offline desk: which one is open, for which consults, and sending what
 * it prepared through the desks' one sender ('Request updated successfully' / 'Request update
 * failed - {error}'). A failed single action keeps its dialog; a bulk closes either way. Closing a
 * Reschedule or Change Doctor dialog without saving gives its held slot back.
 */
export class OfflineDialogsModel {
  dialog: OfflineDialog | undefined = undefined;
  bulk = false;
  private readonly sender: UpdateSender<OfflineUpdateItem>;

  constructor(
    private readonly port: OfflineDeskPort,
    private readonly clock: ClockPort,
    toaster: Toaster,
    host: DeskDialogsHost,
    private readonly ticker?: Ticker,
  ) {
    this.sender = new UpdateSender((scope, items) => port.update(scope, items), toaster, host);
    makeAutoObservable<this, 'port' | 'clock' | 'sender' | 'ticker'>(this, { port: false, clock: false, sender: false, ticker: false }, { autoBind: true });
  }

  get sending(): boolean {
    return this.sender.sending;
  }

  /** Opens the dialog of a row's action. */
  openForRow(action: OfflineAction, row: OfflineRequest): void {
    this.bulk = false;
    this.dialog = this.dialogFor(action, [row]);
    if (this.dialog?.kind === 'move') void this.dialog.form.start();
  }

  /** Opens a bulk dialog (Confirm, Mark Attended) for the ticked consults. */
  openForBulk(action: OfflineAction, rows: readonly OfflineRequest[]): void {
    this.bulk = true;
    this.dialog = this.dialogFor(action, rows);
  }

  private dialogFor(action: OfflineAction, rows: readonly OfflineRequest[]): OfflineDialog | undefined {
    // The input rules of a bulk apply to a call of more than one item, as the server judges them: a
    // bulk whose preview kept one consult asks what one consult's dialog asks.
    const many = rows.length > 1;
    switch (action) {
      case OfflineAction.Confirm:
        return { kind: 'confirm', form: new OfflineConfirmFormModel(rows, many) };
      case OfflineAction.Reject:
      case OfflineAction.NotAttended:
        return { kind: 'reason', form: new OfflineReasonFormModel(action, rows) };
      case OfflineAction.Attended:
        return { kind: 'attended', form: new OfflineAttendedFormModel(rows, many) };
      case OfflineAction.Reschedule:
      case OfflineAction.ChangeDoctor:
        return { kind: 'move', form: new MoveFormModel(this.port, this.clock, action, rows[0], this.ticker) };
      case OfflineAction.UploadDocument: {
        const form = new PrescriptionFormModel(this.port, rows[0]);
        void form.earlier.load();
        return { kind: 'prescription', form };
      }
    }
  }

  /** Closes without saving; a held slot goes back. */
  close(): void {
    if (this.sending) return;
    if (this.dialog?.kind === 'move') this.dialog.form.picker.release();
    this.dialog = undefined;
  }

  /** Sends the open dialog once its form has no problem. */
  async submit(): Promise<void> {
    const d = this.dialog;
    if (!d || d.form.problem !== undefined || (d.kind === 'prescription' && d.form.queue.busy)) return;
    const items = d.kind === 'move' || d.kind === 'prescription' ? [d.form.item] : d.form.items;
    const bulk = this.bulk;
    const success = await this.sender.send(items, bulk);
    if (success === undefined) return;
    // The booked slot is no longer a hold to count down or give back.
    if (success && d.kind === 'move') d.form.picker.dispose();
    if (success || bulk) runInAction(() => (this.dialog = undefined));
  }
}
