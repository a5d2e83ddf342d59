import {
  type DeskScope,
  type LabDeskPort,
  type LabListPage,
  type LabListQuery,
  type LabUpdateItem,
  type LabUpdateOutcome,
  type PackageGroup,
  type RequestFlowStep,
  type StoredFile,
} from '../../core/appointments/lab-desk.port.ts';
import type { FileContent } from '../../core/files/file-content.ts';
import type { FilesClient, InsuranceClient, MedibuddyCentralClient, ProviderClient } from './clients.ts';
import { LABS, attachedReports, toLabRequest, toListBody, toPackageGroups, toWireUpdate } from './lab-desk.mapper.ts';
import { previewDeskFile, sendUpdate, settle, uploadDeskFile } from './desk-calls.ts';


/** What every call answers: the parsed body on success; a refusal (with the server's reason) otherwise. */

/**
 * LabDeskPort over HTTP: medibuddyCentral RequestDetails, ExportRequestDetails, updateRequests and
 * uploadFile; provider getPackageDetails, getRequiredDocuments and requestFlow (where a request
 * stands now); insurance showHistory for the reports a request was sent before.
 */
export class LabDeskHttpAdapter implements LabDeskPort {
  constructor(
    private readonly central: MedibuddyCentralClient,
    private readonly provider: ProviderClient,
    private readonly insurance: InsuranceClient,
    private readonly files: FilesClient,
  ) {}

  async list(query: LabListQuery): Promise<LabListPage> {
    const data = settle(await this.central.POST('/RequestDetails', { body: toListBody(query) }));
    return { rows: data.data.requestDetails.map(toLabRequest), totalRecords: data.data.totalRecords, isTotalCapped: data.data.isTotalCapped === true, pastSlaCount: data.data.pastSlaCount ?? 0 };
  }

  async exportCsv(query: LabListQuery): Promise<Blob> {
    return settle(await this.central.POST('/ExportRequestDetails', { body: toListBody(query), parseAs: 'blob' })) as Blob;
  }

  /** The same export as the bytes arrive, for a caller that writes it straight to disk (the CLI). */
  async exportStream(query: LabListQuery): Promise<ReadableStream<Uint8Array>> {
    return settle(await this.central.POST('/ExportRequestDetails', { body: toListBody(query), parseAs: 'stream' })) as ReadableStream<Uint8Array>;
  }

  /**
   * Each action carries a fresh Idempotency-Key. When the answer is lost on the way (a dropped
   * connection), the one retry carries the same key, so the server answers with what it did the
   * first time and applies nothing twice.
   */
  async update(scope: DeskScope, items: readonly LabUpdateItem[]): Promise<LabUpdateOutcome> {
    return sendUpdate(this.central, { userId: scope.userId, services: LABS, providerId: scope.providerId, requestUpdateData: items.map(toWireUpdate) });
  }

  uploadReport(file: FileContent, fileName: string, contractType: number): Promise<StoredFile> {
    return uploadDeskFile(this.central, file, fileName, 'Report', contractType);
  }

  previewFile(key: string): Promise<Blob> {
    return previewDeskFile(this.files, key);
  }

  async packageDetails(packageIds: readonly number[]): Promise<PackageGroup[]> {
    if (packageIds.length === 0) return [];
    const data = settle(await this.provider.POST('/getPackageDetails', { body: { productEntityRelationIds: [...packageIds] } }));
    return toPackageGroups(data.packagesTests);
  }

  async submittedReports(requestId: number): Promise<StoredFile[]> {
    const data = settle(await this.insurance.POST('/showHistory', { body: { requestId } }));
    return attachedReports(data.requestHistory.statusHistory);
  }

  async requestFlow(requestId: number): Promise<RequestFlowStep> {
    const data = settle(await this.provider.POST('/requestFlow', { body: { requestId } }));
    return { requestFlowId: data.requestFlowId, statusId: data.currentStatusId, nextActions: data.nextPossibleActions };
  }

  async requestDocuments(requestId: number): Promise<Blob> {
    return settle(await this.provider.POST('/getRequiredDocuments/', { body: { erId: requestId, isHA: false }, parseAs: 'blob' })) as Blob;
  }
}
