import type { BulkEntity } from '../../core/esales/bulk-form.ts';
import { BulkCasesRefusal, type BulkCasesPort, type BulkUploadOutcome, type BulkUploadRequest } from '../../core/esales/bulk-cases.port.ts';
import type { FileContent } from '../../core/files/file-content.ts';
import { blobOf } from '../browser/blob-of.ts';
import { progressFetch } from './progress-fetch.ts';
import type { InsuranceClient } from './clients.ts';
import { throwOnServerFault, wireErrorText } from './wire-error.ts';

function settle<T>(result: { data?: T; error?: unknown; response: Response }): T {
  throwOnServerFault(result.response);
  if (result.data === undefined || !result.response.ok) throw new BulkCasesRefusal(wireErrorText(result.error), result.response.status);
  return result.data;
}

/** The multipart form of uploadExcelOrders: numbers as text, optional fields only when given. */
function uploadForm(request: BulkUploadRequest, file: Blob, fileName: string): FormData {
  const form = new FormData();
  const fields: Record<string, string | number | undefined> = {
    sourceId: request.sourceId,
    contractId: request.contractId,
    entityRelationId: request.entityRelationId,
    entityName: request.entityName,
    userName: request.userName,
    teleUnderwritingProductId: request.teleUnderwritingProductId,
    teleUnderwritingProductName: request.teleUnderwritingProductName,
    uploadedSourceId: request.uploadedSourceId,
    dryRun: String(request.dryRun),
  };
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, String(value));
  form.append('excel_file', file, fileName);
  return form;
}

/** BulkCasesPort over HTTP: insurance POST /uploadExcelOrders, GET /downloadSampleFormat, GET /GetChildEntityRelation/{entityId}. */
export class BulkCasesHttpAdapter implements BulkCasesPort {
  constructor(private readonly insurance: InsuranceClient) {}

  async childEntities(entityId: number): Promise<BulkEntity[]> {
    const data = settle(await this.insurance.GET('/GetChildEntityRelation/{entityId}', { params: { path: { entityId } } }));
    return data.children.map((c) => ({ entityId: c.entityId, entityRelationId: c.entityRelationId, entityName: c.entityName }));
  }

  async upload(request: BulkUploadRequest, file: FileContent, fileName: string, onProgress?: (sent: number) => void): Promise<BulkUploadOutcome> {
    const form = uploadForm(request, await blobOf(file), fileName);
    const data = settle(
      await this.insurance.POST('/uploadExcelOrders', {
        // openapi-fetch would JSON-encode the body; FormData must travel as it is (fetch writes the boundary).
        body: form as never,
        bodySerializer: (b) => b as unknown as FormData,
        // fetch cannot report upload progress; with a listener the request goes by XMLHttpRequest.
        ...(onProgress ? { fetch: progressFetch(onProgress) } : {}),
      }),
    );
    return {
      isSuccess: data.isSuccess,
      message: data.errorMessage ?? data.error ?? null,
      createdCount: data.createdCount ?? 0,
      rowErrors: (data.rowErrors ?? []).map((r) => ({ row: r.row, column: r.column, reason: r.reason })),
    };
  }

  async template(contractId: number): Promise<{ file: FileContent; fileName: string | null }> {
    const result = await this.insurance.GET('/downloadSampleFormat', { params: { query: { contractId } }, parseAs: 'blob' });
    const file = settle(result) as Blob;
    const disposition = result.response.headers.get('content-disposition') ?? '';
    return { file, fileName: /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null };
  }
}
