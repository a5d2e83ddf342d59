import { makeAutoObservable, runInAction } from 'mobx';
import type { StoredFile } from '../../../core/appointments/lab-desk.port.ts';
import { LabDeskRefusal } from '../../../core/appointments/lab-desk.port.ts';
import type { FileContent } from '../../../core/files/file-content.ts';
import { FileContentType, judgeUpload, SNIFF_BYTES } from '../../../core/files/file-kind.ts';

/** Where one chosen file is: waiting its turn, being sent, stored, or refused. */
export type UploadState = 'waiting' | 'uploading' | 'saved' | 'failed';

/** One chosen file. */
export interface UploadEntry {
  readonly id: number;
  readonly file: File;
  state: UploadState;
  key?: string;
  /** The type read from its bytes before it was sent. */
  contentType?: FileContentType;
  error?: string;
  /** A file refused for what it is (type, size) cannot be retried, only deleted. */
  retryable: boolean;
}

/** A file judged from its bytes and size as the server will judge it: its type, or why it cannot be uploaded. */
async function judgeFile(file: File): Promise<{ contentType: FileContentType } | { problem: string }> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return judgeUpload(file.name, head, file.size);
}

/** The stored file the preview dialog shows: loading (no content yet), shown, or failed to load. */
export interface ShownPreview {
  readonly name: string;
  readonly content?: FileContent;
  readonly failed: boolean;
}

/**
 * Files a dialog uploads one by one as they are chosen (the lab's reports, a consult's
 * prescription): each checked by its bytes first, then sent; a refused one can be retried unless
 * it was refused for what it is, and any but the one in flight can be removed. A saved image can
 * be previewed as the server keeps it (re-encoded, without its metadata).
 */
export class UploadQueueModel {
  entries: UploadEntry[] = [];
  private nextId = 1;
  private pumping = false;
  private previewsAsked = 0;
  /** The preview dialog's file, when one is open. */
  shown: ShownPreview | undefined = undefined;

  constructor(
    private readonly upload: (file: File) => Promise<StoredFile>,
    private readonly preview: (key: string) => Promise<FileContent>,
  ) {
    makeAutoObservable<this, 'upload' | 'preview' | 'nextId' | 'pumping' | 'previewsAsked'>(this, { upload: false, preview: false, nextId: false, pumping: false, previewsAsked: false }, { autoBind: true });
  }

  /**
   * Whether a file offers a preview: a saved image only. The page's security policy lets it show
   * an image from the fetched bytes but embeds no PDF (object-src 'none'); a PDF opens from the
   * request's history instead.
   */
  canPreview(entry: UploadEntry): boolean {
    return entry.state === 'saved' && entry.key !== undefined && (entry.contentType === FileContentType.Png || entry.contentType === FileContentType.Jpeg);
  }

  /** Fetches a saved file from the file service and opens the preview dialog on it. */
  async openPreview(id: number): Promise<void> {
    const entry = this.entries.find((e) => e.id === id);
    if (!entry?.key || !this.canPreview(entry)) return;
    const asked = ++this.previewsAsked;
    const name = entry.file.name;
    this.shown = { name, failed: false };
    // A preview answered after its dialog was closed, or after another was opened, is dropped.
    const settle = (next: ShownPreview) => runInAction(() => {
      if (this.previewsAsked === asked && this.shown) this.shown = next;
    });
    try {
      settle({ name, content: await this.preview(entry.key), failed: false });
    } catch {
      settle({ name, failed: true });
    }
  }

  closePreview(): void {
    this.shown = undefined;
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
    const judged = await judgeFile(entry.file).catch(() => undefined);
    if (judged && 'problem' in judged) {
      runInAction(() => Object.assign(entry, { state: 'failed', error: judged.problem, retryable: false }));
      return;
    }
    if (judged) runInAction(() => (entry.contentType = judged.contentType));
    try {
      const stored = await this.upload(entry.file);
      runInAction(() => Object.assign(entry, { state: 'saved', key: stored.key }));
    } catch (error) {
      const reason = error instanceof LabDeskRefusal && error.reason ? error.reason : 'Upload failed';
      runInAction(() => Object.assign(entry, { state: 'failed', error: reason }));
    }
  }
}
