import { makeAutoObservable, runInAction } from 'mobx';
import type { StoredFile } from '../../../core/appointments/lab-desk.port.ts';
import { LabDeskRefusal } from '../../../core/appointments/lab-desk.port.ts';
import { judgeUpload, SNIFF_BYTES } from '../../../core/files/file-kind.ts';

/** Where one chosen file is: waiting its turn, being sent, stored, or refused. */
export type UploadState = 'waiting' | 'uploading' | 'saved' | 'failed';

/** One chosen file. */
export interface UploadEntry {
  readonly id: number;
  readonly file: File;
  state: UploadState;
  key?: string;
  error?: string;
  /** A file refused for what it is (type, size) cannot be retried, only deleted. */
  retryable: boolean;
}

/** Why a file cannot be uploaded, judged from its bytes and size as the server will judge it. */
async function fileProblem(file: File): Promise<string | undefined> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const judged = judgeUpload(file.name, head, file.size);
  return 'problem' in judged ? judged.problem : undefined;
}

/**
 * Files a dialog uploads one by one as they are chosen (the lab's reports, a consult's
 * prescription): each checked by its bytes first, then sent; a refused one can be retried unless
 * it was refused for what it is, and any but the one in flight can be removed.
 */
export class UploadQueueModel {
  entries: UploadEntry[] = [];
  private nextId = 1;
  private pumping = false;

  constructor(private readonly upload: (file: File) => Promise<StoredFile>) {
    makeAutoObservable<this, 'upload' | 'nextId' | 'pumping'>(this, { upload: false, nextId: false, pumping: false }, { autoBind: true });
  }

  get busy(): boolean {
    return this.entries.some((e) => e.state === 'waiting' || e.state === 'uploading');
  }

  get savedCount(): number {
    return this.entries.filter((e) => e.state === 'saved').length;
  }

  /** Done of all chosen files, for the progress bar (refused files count as done). */
  get progress(): number {
    if (this.entries.length === 0) return 0;
    return Math.round((this.entries.filter((e) => e.state === 'saved' || e.state === 'failed').length / this.entries.length) * 100);
  }

  /** The stored files by key and name, as updateRequests attaches them. */
  get saved(): Record<string, string> {
    const map: Record<string, string> = {};
    for (const e of this.entries) if (e.state === 'saved' && e.key) map[e.key] = e.file.name;
    return map;
  }

  /** Queues the chosen files; they upload one after another. */
  addFiles(files: readonly File[]): Promise<void> {
    for (const file of files) this.entries.push({ id: this.nextId++, file, state: 'waiting', retryable: true });
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
      for (let next = this.nextWaiting(); next; next = this.nextWaiting()) await this.send(next);
    } finally {
      runInAction(() => (this.pumping = false));
    }
  }

  private nextWaiting(): UploadEntry | undefined {
    return this.entries.find((e) => e.state === 'waiting');
  }

  private async send(entry: UploadEntry): Promise<void> {
    runInAction(() => (entry.state = 'uploading'));
    const problem = await fileProblem(entry.file).catch(() => undefined);
    if (problem) {
      runInAction(() => Object.assign(entry, { state: 'failed', error: problem, retryable: false }));
      return;
    }
    try {
      const stored = await this.upload(entry.file);
      runInAction(() => Object.assign(entry, { state: 'saved', key: stored.key }));
    } catch (error) {
      const reason = error instanceof LabDeskRefusal && error.reason ? error.reason : 'Upload failed';
      runInAction(() => Object.assign(entry, { state: 'failed', error: reason }));
    }
  }
}
