import { BULK_CASE_ROLES } from '../../../core/esales/bulk-form.ts';
import { BulkMessage } from '../../../core/esales/bulk-limits.ts';
import { badRowCount, bulkHeaderErrors, bulkSheetErrors, type BulkRowError } from '../../../core/esales/bulk-rows.ts';
import { bulkColumns } from '../../../core/esales/bulk-template.ts';
import { operation } from '../http/operation.ts';
import { badRequest } from '../http/api-error.ts';
import { insertCases } from './case-insert.ts';
import { readSheet } from './sheet.ts';
import { readBulkUploadFields } from './upload-fields.ts';
import { uploadPlan } from './upload-plan.ts';
import { guardWorkbook, RefusedWorkbook } from './xlsx-guard.ts';

/** The answer when nothing was created. */
const refused = (errorMessage: string, rowErrors: BulkRowError[] = [], error: string | null = null) =>
  ({ isSuccess: false, errorMessage, error, createdCount: 0, rowErrors });

/**
 * POST insurance/uploadExcelOrders: creates an e-sales case per row of an .xlsx, all in one
 * transaction or none. In order: the caller (insureradmin, insureragent), the form's fields and
 * scope, the file's bytes before any parser (type, size, zip bomb, entity declarations, rows),
 * then ExcelJS reads the first sheet (formula cells as their cached values) and every row is
 * judged by the Create Appointment rules. Any bad row: nothing is created and each bad cell is
 * listed. dryRun 'true' stops before writing.
 */
export const uploadExcelOrdersOp = operation('uploadExcelOrders', {
  access: { roles: BULK_CASE_ROLES },
  async handle({ auth, deps, request }) {
    if (!request.isMultipart()) throw badRequest('uploadExcelOrders takes a multipart/form-data body');
    const raw: Record<string, string> = {};
    let file: Buffer | undefined;
    let truncated = false;
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'excel_file' || file) throw badRequest('body/excel_file must be the one file of the form');
        file = await part.toBuffer();
        truncated = part.file.truncated;
      } else {
        raw[part.fieldname] = String(part.value);
      }
    }
    if (!file) throw badRequest("body must have required property 'excel_file'");
    const fields = readBulkUploadFields(raw);
    const plan = await uploadPlan(deps.db, auth, fields);
    const columns = bulkColumns(plan.contract.kind);
    let sheet;
    try {
      const { streamable } = guardWorkbook(file, truncated);
      sheet = await readSheet(streamable, columns);
    } catch (error) {
      if (!(error instanceof RefusedWorkbook)) throw error;
      request.log.info({ why: error.why, userId: auth.userId }, 'bulk upload refused before parsing rows');
      return refused(error.message, [], error.why);
    }
    const headerErrors = bulkHeaderErrors(columns, sheet.headers);
    if (headerErrors.length > 0) return refused(BulkMessage.rowsRefused(badRowCount(headerErrors)), headerErrors);
    if (sheet.rows.length === 0) return refused(BulkMessage.noRows);
    const now = deps.clock.now();
    const rowErrors = bulkSheetErrors(columns, sheet.rows, now);
    if (rowErrors.length > 0) return refused(BulkMessage.rowsRefused(badRowCount(rowErrors)), rowErrors);
    if (fields.dryRun === 'true') return { isSuccess: true, errorMessage: null, error: null, createdCount: 0, rowErrors: [] };
    const ids = await insertCases(deps.db, auth, plan, sheet.rows, now);
    return { isSuccess: true, errorMessage: null, error: null, createdCount: ids.length, rowErrors: [] };
  },
});
