import { makeAutoObservable } from 'mobx';
import { APPOINTMENTS_CSV, EXPORT_FAILED } from '../../../core/appointments/export-file.ts';
import type { FileSaverPort } from '../../../core/files/file-saver.port.ts';
import type { LabDeskPort, LabListQuery, LabRequest } from '../../../core/appointments/lab-desk.port.ts';
import type { Toaster } from '../../components/toast/toaster.ts';
import { FileExport } from '../../components/loading/file-export.ts';

/** The spec's messages for files (spec 1 §8). */
export const DownloadMessage = { exportFailed: EXPORT_FAILED, docsFailed: 'Failed to download reports' } as const;

/** The desk's files: the CSV export of the current selection, and a request's documents as a zip. */
export class DeskDownloadsModel {
  private readonly exporter: FileExport;

  constructor(
    private readonly port: LabDeskPort,
    private readonly saver: FileSaverPort,
    private readonly toaster: Toaster,
  ) {
    this.exporter = new FileExport(saver, toaster);
    makeAutoObservable<this, 'port' | 'saver' | 'toaster' | 'exporter'>(this, { port: false, saver: false, toaster: false, exporter: false }, { autoBind: true });
  }

  get exporting(): boolean {
    return this.exporter.isExporting;
  }

  /** Every row of the selection as AppointmentData.csv, or 'Failed to export data'. */
  exportCsv(query: LabListQuery): Promise<void> {
    return this.exporter.run(() => this.port.exportCsv(query), APPOINTMENTS_CSV);
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
