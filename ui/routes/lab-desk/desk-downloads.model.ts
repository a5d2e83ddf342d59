import { makeAutoObservable, runInAction } from 'mobx';
import { APPOINTMENTS_CSV, EXPORT_FAILED } from '../../../core/appointments/export-file.ts';
import type { FileSaverPort } from '../../../core/files/file-saver.port.ts';
import type { LabDeskPort, LabListQuery, LabRequest } from '../../../core/appointments/lab-desk.port.ts';
import type { Toaster } from '../../components/toast/toaster.ts';

/** The spec's messages for files (spec 1 §8). */
export const DownloadMessage = { exportFailed: EXPORT_FAILED, docsFailed: 'Failed to download reports' } as const;

/** The desk's files: the CSV export of the current selection, and a request's documents as a zip. */
export class DeskDownloadsModel {
  exporting = false;

  constructor(
    private readonly port: LabDeskPort,
    private readonly saver: FileSaverPort,
    private readonly toaster: Toaster,
  ) {
    makeAutoObservable<this, 'port' | 'saver' | 'toaster'>(this, { port: false, saver: false, toaster: false }, { autoBind: true });
  }

  /** Every row of the selection as AppointmentData.csv, or 'Failed to export data'. */
  async exportCsv(query: LabListQuery): Promise<void> {
    if (this.exporting) return;
    this.exporting = true;
    try {
      await this.saver.save(await this.port.exportCsv(query), APPOINTMENTS_CSV);
    } catch {
      this.toaster.error(DownloadMessage.exportFailed);
    } finally {
      runInAction(() => (this.exporting = false));
    }
  }

  /** Download Sample Reports: the documents of a request as one zip. */
  async documents(row: LabRequest): Promise<void> {
    try {
      await this.saver.save(await this.port.requestDocuments(row.id), `Documents_${row.id}.zip`);
    } catch {
      this.toaster.error(DownloadMessage.docsFailed);
    }
  }
}
