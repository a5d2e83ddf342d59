import { makeAutoObservable, runInAction } from 'mobx';
import { EXPORT_FAILED } from '../../../core/appointments/export-file.ts';
import type { FileContent } from '../../../core/files/file-content.ts';
import type { FileSaverPort } from '../../../core/files/file-saver.port.ts';
import type { Toaster } from '../toast/toaster.ts';

/**
 * A list's Export button: one export at a time (a second click while one runs does nothing),
 * saved under the list's file name, or 'Failed to export data' (spec 1 §8) when it fails.
 */
export class FileExport {
  isExporting = false;

  constructor(
    private readonly saver: FileSaverPort,
    private readonly toaster: Toaster,
  ) {
    makeAutoObservable<this, 'saver' | 'toaster'>(this, { saver: false, toaster: false }, { autoBind: true });
  }

  async run(file: () => Promise<FileContent>, fileName: string): Promise<void> {
    if (this.isExporting) return;
    this.isExporting = true;
    try {
      await this.saver.save(await file(), fileName);
    } catch {
      this.toaster.error(EXPORT_FAILED);
    } finally {
      runInAction(() => {
        this.isExporting = false;
      });
    }
  }
}
