import { makeAutoObservable, runInAction } from 'mobx';
import { LabAction, RowButton } from '../../../core/appointments/lab-actions.ts';
import type { LabDeskPort, LabRequest, LabUpdateItem } from '../../../core/appointments/lab-desk.port.ts';
import { UpdateSender, type DeskDialogsHost } from '../../components/dialogs/update-sender.model.ts';
import type { Toaster } from '../../components/toast/toaster.ts';
import { AttendedFormModel } from './dialogs/attended-form.model.ts';
import { ConfirmFormModel } from './dialogs/confirm-form.model.ts';
import { DocumentFormModel } from './dialogs/document-form.model.ts';
import { ReasonFormModel } from './dialogs/reason-form.model.ts';

/** The dialog open on the desk, with its form. */
export type DeskDialog =
  | { kind: 'confirm'; form: ConfirmFormModel }
  | { kind: 'reason'; form: ReasonFormModel }
  | { kind: 'attended'; form: AttendedFormModel }
  | { kind: 'documents'; form: DocumentFormModel };

/**
 * The action dialogs of the lab desk: which one is open, for which rows, and sending what it
 * prepared. A success toasts 'Request updated successfully', closes and refreshes; a failure
 * toasts 'Request update failed - {server error}', and a failed bulk also clears the selection.
 */
export class DeskDialogsModel {
  dialog: DeskDialog | undefined = undefined;
  bulk = false;
  private readonly sender: UpdateSender<LabUpdateItem>;

  constructor(
    private readonly port: LabDeskPort,
    toaster: Toaster,
    host: DeskDialogsHost,
  ) {
    this.sender = new UpdateSender((scope, items) => port.update(scope, items), toaster, host);
    makeAutoObservable<this, 'port' | 'sender'>(this, { port: false, sender: false }, { autoBind: true });
  }

  get sending(): boolean {
    return this.sender.sending;
  }

  /** Opens the dialog of a row button. */
  openForRow(button: RowButton, row: LabRequest): void {
    this.bulk = false;
    if (button === RowButton.UploadDocuments) {
      const form = new DocumentFormModel(this.port, row);
      this.dialog = { kind: 'documents', form };
      void form.earlier.load();
      void form.checkFlow();
      return;
    }
    this.dialog = this.formFor(button === RowButton.Confirm ? LabAction.Confirm : button === RowButton.Reject ? LabAction.RejectedByProvider : button, [row]);
  }

  /** Opens the dialog of a bulk action for the ticked rows. */
  openForBulk(action: LabAction, rows: readonly LabRequest[]): void {
    this.bulk = true;
    this.dialog = this.formFor(action, rows);
  }

  private formFor(action: string, rows: readonly LabRequest[]): DeskDialog | undefined {
    switch (action) {
      case LabAction.Confirm:
        return { kind: 'confirm', form: new ConfirmFormModel(rows) };
      case LabAction.RejectedByProvider:
      case LabAction.NotAttended:
        return { kind: 'reason', form: new ReasonFormModel(action, rows) };
      case LabAction.Attended:
        return { kind: 'attended', form: new AttendedFormModel(rows) };
      default:
        return undefined;
    }
  }

  close(): void {
    if (!this.sending) this.dialog = undefined;
  }

  /** Sends the open form's items (the confirm, reason and attended dialogs). */
  submitForm(): Promise<void> {
    const d = this.dialog;
    if (!d || d.kind === 'documents' || d.form.problem) return Promise.resolve();
    return this.send(d.form.items);
  }

  /** Sends the document dialog with Submit (or branch approval) or Partial Upload, once it is valid. */
  submitDocuments(action: LabAction): Promise<void> {
    const d = this.dialog;
    if (!d || d.kind !== 'documents' || d.form.busy) return Promise.resolve();
    const item = d.form.prepare(action);
    return item ? this.send([item]) : Promise.resolve();
  }

  private async send(items: readonly LabUpdateItem[]): Promise<void> {
    const bulk = this.bulk;
    const success = await this.sender.send(items, bulk);
    // A failed single action keeps its dialog for another try; a bulk closes either way.
    if (success === true || (success === false && bulk)) runInAction(() => (this.dialog = undefined));
  }
}
