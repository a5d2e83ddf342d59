import { makeAutoObservable, runInAction } from 'mobx';
import { reportContractType } from '../../../../core/appointments/contracts.ts';
import type { StoredFile } from '../../../../core/appointments/lab-desk.port.ts';
import { OfflineAction } from '../../../../core/consults/offline-actions.ts';
import { offlineInputProblem } from '../../../../core/consults/offline-action-input.ts';
import type { OfflineDeskPort, OfflineRequest, OfflineUpdateItem } from '../../../../core/consults/offline-desk.port.ts';
import { UploadQueueModel } from '../../../components/upload/upload-queue.model.ts';

/**
 * Upload Rx (spec 3 §5.1): one or more prescription files, each removable before submit, and
 * remarks ("Remarks*"); Submit stays disabled until a file is attached and remarks are written.
 * Prescriptions sent on earlier statuses (read from the consult's history, spec 3 §7) can be
 * ticked again, as the lab's document dialog offers its earlier reports: an Rx sent back as
 * rejected need not be uploaded twice.
 */
export class PrescriptionFormModel {
  readonly queue: UploadQueueModel;
  remarks = '';
  previous: StoredFile[] = [];
  chosenPrevious: string[] = [];

  constructor(
    private readonly port: OfflineDeskPort,
    readonly row: OfflineRequest,
  ) {
    this.queue = new UploadQueueModel((file) => port.uploadPrescription(file, file.name, reportContractType(row.contractId)), (key) => port.previewFile(key));
    makeAutoObservable<this, 'port'>(this, { port: false, row: false, queue: false }, { autoBind: true });
  }

  async loadPrevious(): Promise<void> {
    try {
      const previous = await this.port.submittedPrescriptions(this.row.id);
      runInAction(() => (this.previous = previous));
    } catch {
      // Without the history the dialog still works: only re-selection is missing.
    }
  }

  setRemarks(value: string): void {
    this.remarks = value;
  }

  togglePrevious(key: string): void {
    this.chosenPrevious = this.chosenPrevious.includes(key) ? this.chosenPrevious.filter((k) => k !== key) : [...this.chosenPrevious, key];
  }

  /** The prescriptions the action attaches: the files saved now and the earlier ones ticked again. */
  get reports(): Record<string, string> {
    const map: Record<string, string> = { ...this.queue.saved };
    for (const p of this.previous) if (this.chosenPrevious.includes(p.key)) map[p.key] = p.name;
    return map;
  }

  get item(): OfflineUpdateItem {
    return { requestId: this.row.id, action: OfflineAction.UploadDocument, remarks: this.remarks.trim(), reports: this.reports };
  }

  get problem(): string | undefined {
    return offlineInputProblem({ action: OfflineAction.UploadDocument, remarks: this.remarks, reportCount: Object.keys(this.reports).length, bulk: false });
  }
}
