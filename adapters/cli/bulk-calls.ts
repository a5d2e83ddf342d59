import type { BulkEntity } from '../../core/esales/bulk-form.ts';
import type { InsuranceClient } from '../http/clients.ts';
import { throwOnServerFault, wireErrorText } from '../http/wire-error.ts';

/** The fields of a bulk case upload besides the file (spec 2 §3 bulk upload form). */
export interface BulkUploadFields {
  sourceId: number;
  contractId: number;
  entityRelationId: number;
  entityName: string;
  userName: string;
  teleUnderwritingProductId?: number;
  uploadedSourceId?: number;
  dryRun: boolean;
}

/** One bad cell of a refused workbook. */
export interface RowError {
  row: number;
  column: string;
  reason: string;
}

/** What the server answered an upload with: the cases created, or why not (and each bad cell). */
export interface BulkUploadAnswer {
  isSuccess: boolean;
  message: string | null;
  createdCount: number;
  rowErrors: RowError[];
}

/** A call the server refused outright (a 4xx), with its message: the CLI's failure mapping reads status. */
export class BulkRefusal extends Error {
  constructor(
    readonly serverMessage: string | null,
    readonly status: number,
  ) {
    super(serverMessage ?? `refused with ${status}`);
    this.name = 'BulkRefusal';
  }
}

/** insurance POST /uploadExcelOrders through the portal's typed client, the file as multipart. */
export async function uploadExcelOrders(insurance: InsuranceClient, fields: BulkUploadFields, file: Blob, fileName: string): Promise<BulkUploadAnswer> {
  const form = new FormData();
  form.append('sourceId', String(fields.sourceId));
  form.append('contractId', String(fields.contractId));
  form.append('entityRelationId', String(fields.entityRelationId));
  form.append('entityName', fields.entityName);
  form.append('userName', fields.userName);
  if (fields.teleUnderwritingProductId !== undefined) form.append('teleUnderwritingProductId', String(fields.teleUnderwritingProductId));
  if (fields.uploadedSourceId !== undefined) form.append('uploadedSourceId', String(fields.uploadedSourceId));
  form.append('dryRun', String(fields.dryRun));
  form.append('excel_file', file, fileName);
  const { data, error, response } = await insurance.POST('/uploadExcelOrders', {
    // openapi-fetch would JSON-encode the body; FormData must travel as it is (fetch writes the boundary).
    body: form as never,
    bodySerializer: (b) => b as unknown as FormData,
  });
  throwOnServerFault(response);
  if (!data || !response.ok) throw new BulkRefusal(wireErrorText(error), response.status);
  return {
    isSuccess: data.isSuccess,
    message: data.errorMessage ?? data.error ?? null,
    createdCount: data.createdCount ?? 0,
    rowErrors: (data.rowErrors ?? []).map((r) => ({ row: r.row, column: r.column, reason: r.reason })),
  };
}

/** insurance GET /downloadSampleFormat: the contract's template as it streams, and the file name the server gives it. */
export async function downloadSampleFormat(insurance: InsuranceClient, contractId: number): Promise<{ stream: ReadableStream<Uint8Array>; fileName: string | null }> {
  const { data, error, response } = await insurance.GET('/downloadSampleFormat', { params: { query: { contractId } }, parseAs: 'stream' });
  throwOnServerFault(response);
  if (!data || !response.ok) throw new BulkRefusal(wireErrorText(error), response.status);
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
  return { stream: data as ReadableStream<Uint8Array>, fileName };
}

/** The per-row report of a refused workbook, one line a bad cell, in sheet order. */
export function rowReport(errors: readonly RowError[]): string[] {
  return [...errors].sort((a, b) => a.row - b.row).map((e) => `row ${e.row}, column ${e.column}: ${e.reason}`);
}

/** insurance GET /GetChildEntityRelation/{entityId}: the corporates a user's cases may be created for. */
export async function childEntities(insurance: InsuranceClient, entityId: number): Promise<BulkEntity[]> {
  const { data, error, response } = await insurance.GET('/GetChildEntityRelation/{entityId}', { params: { path: { entityId } } });
  throwOnServerFault(response);
  if (!data || !response.ok) throw new BulkRefusal(wireErrorText(error), response.status);
  return data.children.map((c) => ({ entityId: c.entityId, entityRelationId: c.entityRelationId, entityName: c.entityName }));
}
