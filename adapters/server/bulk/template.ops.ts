import { BULK_CASE_ROLES } from '../../../core/esales/bulk-form.ts';
import { bulkColumns, bulkTemplateFileName } from '../../../core/esales/bulk-template.ts';
import { operation } from '../http/operation.ts';
import { notFound } from '../http/api-error.ts';
import { sendDownload } from '../http/download.ts';
import { bulkContract } from './contracts.store.ts';
import { templateWorkbook } from './template.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * GET insurance/downloadSampleFormat?contractId: the contract's template as a real .xlsx, its
 * columns from core's one catalogue, so what it asks for is exactly what the importer reads.
 */
export const downloadSampleFormatOp = operation('downloadSampleFormat', {
  access: { roles: BULK_CASE_ROLES },
  async handle({ query, deps, reply }) {
    const contract = await bulkContract(deps.db, query.contractId);
    if (!contract) throw notFound('No contract found with this id');
    const body = await templateWorkbook(bulkColumns(contract.kind));
    return sendDownload(reply, { contentType: XLSX_TYPE, fileName: bulkTemplateFileName(contract.contractName), body });
  },
});
