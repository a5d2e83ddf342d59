import { makeAutoObservable, runInAction } from 'mobx';
import { actionInputProblem } from '../../../../core/appointments/action-input.ts';
import { reportContractType } from '../../../../core/appointments/contracts.ts';
import { LAB_ACTION_LABEL, type LabAction } from '../../../../core/appointments/lab-actions.ts';
import { LabDeskRefusal, type LabDeskPort, type LabRequest, type LabUpdateItem, type StoredFile } from '../../../../core/appointments/lab-desk.port.ts';
import { documentDialogActions } from '../../../../core/appointments/row-actions.ts';
import { judgeUpload, SNIFF_BYTES } from '../../../../core/files/file-kind.ts';

/** Where one chosen file is: waiting its turn, being sent, stored, or refused. */
export type UploadState = 'waiting' | 'uploading' | 'saved' | 'failed';

/** One file of the document dialog. */
export interface UploadEntry {
  readonly id: number;
  readonly file: File;
  state: UploadState;
  key?: string;
  error?: string;
  /** A file refused for what it is (type, size) cannot be retried, only deleted. */
  retryable: boolean;
}

/** Why a file cannot be a report, judged from its bytes and size as the server will judge it. */
async function fileProblem(file: File): Promise<string | undefined> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const judged = judgeUpload(file.name, head, file.size);
  return 'problem' in judged ? judged.problem : undefined;
}

/**
 * The document dialog (spec 1 §5): files upload one by one as they are chosen (green when saved,
 * red with retry and delete when not); reports submitted earlier can be ticked again; remarks are
 * required; Submit (or the branch-approval action the contract needs) and, where core allows,
 * Partial Upload need at least one report ('No report uploaded').
 */
export class DocumentFormModel {
  entries: UploadEntry[] = [];
  previous: StoredFile[] = [];
  chosenPrevious: string[] = [];
  remarks = '';
  /** The problem shown after a press of Submit or Partial Upload. */
  shownProblem: string | undefined = undefined;
  private nextId = 1;
  private pumping = false;

  constructor(
    private readonly port: LabDeskPort,
    readonly row: LabRequest,
  ) {
    makeAutoObservable<this, 'port' | 'nextId' | 'pumping'>(this, { port: false, row: false, nextId: false, pumping: false }, { autoBind: true });
  }

  /** The finishing action of this request (Submit or ReportApprovalPendingByBranch), and whether Partial Upload shows. */
  get actions(): { submit?: LabAction; partial: boolean } {
    return documentDialogActions(this.row);
  }

  get submitLabel(): string {
    return this.actions.submit ? LAB_ACTION_LABEL[this.actions.submit] : 'Submit';
  }

  get busy(): boolean {
    return this.entries.some((e) => e.state === 'waiting' || e.state === 'uploading');
  }

  get savedCount(): number {
    return this.entries.filter((e) => e.state === 'saved').length;
  }

  /** Saved of all chosen files, for the progress bar (refused files count as done). */
  get progress(): number {
    if (this.entries.length === 0) return 0;
    return Math.round((this.entries.filter((e) => e.state === 'saved' || e.state === 'failed').length / this.entries.length) * 100);
  }

  /** The reports an action will attach: the files saved now and the earlier ones ticked again. */
  get reports(): Record<string, string> {
    const map: Record<string, string> = {};
    for (const e of this.entries) if (e.state === 'saved' && e.key) map[e.key] = e.file.name;
    for (const p of this.previous) if (this.chosenPrevious.includes(p.key)) map[p.key] = p.name;
    return map;
  }

  async loadPrevious(): Promise<void> {
    try {
      const previous = await this.port.submittedReports(this.row.id);
      runInAction(() => (this.previous = previous));
    } catch {
      // Without the history the dialog still works: only re-selection is missing.
    }
  }

  setRemarks(value: string): void {
    this.remarks = value;
    this.shownProblem = undefined;
  }

  togglePrevious(key: string): void {
    this.chosenPrevious = this.chosenPrevious.includes(key) ? this.chosenPrevious.filter((k) => k !== key) : [...this.chosenPrevious, key];
    this.shownProblem = undefined;
  }

  /** Queues the chosen files; they upload one after another. */
  addFiles(files: readonly File[]): Promise<void> {
    for (const file of files) this.entries.push({ id: this.nextId++, file, state: 'waiting', retryable: true });
    this.shownProblem = undefined;
    return this.pump();
  }

  retry(id: number): Promise<void> {
    const entry = this.entries.find((e) => e.id === id);
    if (entry && entry.state === 'failed' && entry.retryable) {
      entry.state = 'waiting';
      entry.error = undefined;
    }
    return this.pump();
  }

  remove(id: number): void {
    this.entries = this.entries.filter((e) => e.id !== id || e.state === 'uploading');
  }

  private async pump(): Promise<void> {
    if (this.pumping) return;
    this.pumping = true;
    try {
      for (let next = this.nextWaiting(); next; next = this.nextWaiting()) await this.upload(next);
    } finally {
      runInAction(() => (this.pumping = false));
    }
  }

  private nextWaiting(): UploadEntry | undefined {
    return this.entries.find((e) => e.state === 'waiting');
  }

  private async upload(entry: UploadEntry): Promise<void> {
    runInAction(() => (entry.state = 'uploading'));
    const problem = await fileProblem(entry.file).catch(() => undefined);
    if (problem) {
      runInAction(() => Object.assign(entry, { state: 'failed', error: problem, retryable: false }));
      return;
    }
    try {
      const stored = await this.port.uploadReport(entry.file, entry.file.name, reportContractType(this.row.contractId));
      runInAction(() => Object.assign(entry, { state: 'saved', key: stored.key }));
    } catch (error) {
      const reason = error instanceof LabDeskRefusal && error.reason ? error.reason : 'Upload failed';
      runInAction(() => Object.assign(entry, { state: 'failed', error: reason }));
    }
  }

  /** The item an action sends, or the problem that stops it (also shown in the dialog). */
  prepare(action: LabAction): LabUpdateItem | undefined {
    const reports = this.reports;
    const problem = actionInputProblem({ action, remarks: this.remarks, reportCount: Object.keys(reports).length, isHomeVisit: this.row.isHomeVisit });
    this.shownProblem = problem;
    if (problem) return undefined;
    return { requestId: this.row.id, action, remarks: this.remarks.trim(), reports };
  }
}
