import { makeAutoObservable } from 'mobx';
import { reportContractType } from '../../../../core/appointments/contracts.ts';
import { OfflineAction } from '../../../../core/consults/offline-actions.ts';
import { offlineInputProblem } from '../../../../core/consults/offline-action-input.ts';
import type { OfflineDeskPort, OfflineRequest, OfflineUpdateItem } from '../../../../core/consults/offline-desk.port.ts';
import { PreviousFilesModel } from '../../../components/upload/previous-files.model.ts';
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
  /** Prescriptions sent on earlier statuses, to tick again. */
  readonly earlier: PreviousFilesModel;

  constructor(
    port: OfflineDeskPort,
    readonly row: OfflineRequest,
  ) {
    this.queue = new UploadQueueModel((file) => port.uploadPrescription(file, file.name, reportContractType(row.contractId)), (key) => port.previewFile(key));
    this.earlier = new PreviousFilesModel(() => port.submittedPrescriptions(row.id));
    makeAutoObservable(this, { row: false, queue: false, earlier: false }, { autoBind: true });
  }

  setRemarks(value: string): void {
    this.remarks = value;
  }

  /** The prescriptions the action attaches: the files saved now and the earlier ones ticked again. */
  get reports(): Record<string, string> {
    return this.earlier.withSaved(this.queue.saved);
  }

  get item(): OfflineUpdateItem {
    return { requestId: this.row.id, action: OfflineAction.UploadDocument, remarks: this.remarks.trim(), reports: this.reports };
  }

  get problem(): string | undefined {
    return offlineInputProblem({ action: OfflineAction.UploadDocument, remarks: this.remarks, reportCount: Object.keys(this.reports).length, bulk: false });
  }
}
