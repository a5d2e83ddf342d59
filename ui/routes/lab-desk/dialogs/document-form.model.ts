import { makeAutoObservable, runInAction } from 'mobx';
import { actionInputProblem } from '../../../../core/appointments/action-input.ts';
import { reportContractType } from '../../../../core/appointments/contracts.ts';
import { LAB_ACTION_LABEL, type LabAction } from '../../../../core/appointments/lab-actions.ts';
import type { LabDeskPort, LabRequest, LabUpdateItem } from '../../../../core/appointments/lab-desk.port.ts';
import { documentDialogActions } from '../../../../core/appointments/row-actions.ts';
import { PreviousFilesModel } from '../../../components/upload/previous-files.model.ts';
import { UploadQueueModel } from '../../../components/upload/upload-queue.model.ts';

/**
 * The document dialog (spec 1 §5): files upload one by one as they are chosen (green when saved,
 * red with retry and delete when not); reports submitted earlier can be ticked again; remarks are
 * required; Submit (or the branch-approval action the contract needs) and, where core allows,
 * Partial Upload need at least one report ('No report uploaded'). Files take a while to upload,
 * so the dialog asks where the request stands (requestFlow) as it opens: one another user has
 * moved on since the list was read shows 'No Actions Allowed' before anything is uploaded.
 */
export class DocumentFormModel {
  /** The files chosen in the dialog, uploaded one by one as reports of the request's contract. */
  readonly queue: UploadQueueModel;
  /** Reports sent on earlier statuses, to tick again. */
  readonly earlier: PreviousFilesModel;
  remarks = '';
  /** The problem shown after a press of Submit or Partial Upload. */
  shownProblem: string | undefined = undefined;
  /** The request's status is no longer the one the list showed: this dialog sends nothing. */
  movedOn = false;

  constructor(
    private readonly port: LabDeskPort,
    readonly row: LabRequest,
  ) {
    this.queue = new UploadQueueModel((file) => port.uploadReport(file, file.name, reportContractType(row.contractId)), (key) => port.previewFile(key));
    this.earlier = new PreviousFilesModel(() => port.submittedReports(row.id));
    makeAutoObservable<this, 'port'>(this, { port: false, row: false, queue: false, earlier: false }, { autoBind: true });
  }

  /** The finishing action of this request (Submit or ReportApprovalPendingByBranch), and whether Partial Upload shows. */
  get actions(): { submit?: LabAction; partial: boolean } {
    return documentDialogActions(this.row);
  }

  get submitLabel(): string {
    return this.actions.submit ? LAB_ACTION_LABEL[this.actions.submit] : 'Submit';
  }

  get busy(): boolean {
    return this.queue.busy;
  }

  get entries() {
    return this.queue.entries;
  }

  get progress(): number {
    return this.queue.progress;
  }

  /** The reports an action will attach: the files saved now and the earlier ones ticked again. */
  get reports(): Record<string, string> {
    return this.earlier.withSaved(this.queue.saved);
  }

  async checkFlow(): Promise<void> {
    try {
      const step = await this.port.requestFlow(this.row.id);
      runInAction(() => (this.movedOn = step.statusId !== this.row.statusId));
    } catch {
      // Unknown is not moved: the server still refuses an action the request no longer allows.
    }
  }

  setRemarks(value: string): void {
    this.remarks = value;
    this.shownProblem = undefined;
  }

  togglePrevious(key: string): void {
    this.earlier.toggle(key);
    this.shownProblem = undefined;
  }

  /** Queues the chosen files; they upload one after another. */
  addFiles(files: readonly File[]): Promise<void> {
    this.clearProblem();
    return this.queue.addFiles(files);
  }

  /** A new choice of files answers the problem shown. */
  clearProblem(): void {
    this.shownProblem = undefined;
  }

  retry(id: number): Promise<void> {
    return this.queue.retry(id);
  }

  remove(id: number): void {
    this.queue.remove(id);
  }

  /** The item an action sends, or the problem that stops it (also shown in the dialog). */
  prepare(action: LabAction): LabUpdateItem | undefined {
    if (this.movedOn) return undefined;
    const reports = this.reports;
    const problem = actionInputProblem({ action, remarks: this.remarks, reportCount: Object.keys(reports).length, isHomeVisit: this.row.isHomeVisit });
    this.shownProblem = problem;
    if (problem) return undefined;
    return { requestId: this.row.id, action, remarks: this.remarks.trim(), reports };
  }
}
