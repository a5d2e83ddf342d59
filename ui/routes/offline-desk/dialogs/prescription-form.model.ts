import { makeAutoObservable } from 'mobx';
import { reportContractType } from '../../../../core/appointments/contracts.ts';
import { OfflineAction } from '../../../../core/consults/offline-actions.ts';
import { offlineInputProblem } from '../../../../core/consults/offline-action-input.ts';
import type { OfflineDeskPort, OfflineRequest, OfflineUpdateItem } from '../../../../core/consults/offline-desk.port.ts';
import { UploadQueueModel } from '../../../components/upload/upload-queue.model.ts';

/**
 * Upload Rx (spec 3 §5.1): one or more prescription files, each removable before submit, and
 * remarks ("Remarks*"); Submit stays disabled until a file is saved and remarks are written.
 */
export class PrescriptionFormModel {
  readonly queue: UploadQueueModel;
  remarks = '';

  constructor(
    port: OfflineDeskPort,
    readonly row: OfflineRequest,
  ) {
    this.queue = new UploadQueueModel((file) => port.uploadPrescription(file, file.name, reportContractType(row.contractId)), (key) => port.previewFile(key));
    makeAutoObservable(this, { row: false, queue: false }, { autoBind: true });
  }

  setRemarks(value: string): void {
    this.remarks = value;
  }

  get item(): OfflineUpdateItem {
    return { requestId: this.row.id, action: OfflineAction.UploadDocument, remarks: this.remarks.trim(), reports: this.queue.saved };
  }

  get problem(): string | undefined {
    return offlineInputProblem({ action: OfflineAction.UploadDocument, remarks: this.remarks, reportCount: Object.keys(this.queue.saved).length, bulk: false });
  }
}
