import { multipartFields } from '../http/multipart-fields.ts';

/** The text fields of an uploadExcelOrders form, once checked against the contract. */
export interface BulkUploadFields {
  sourceId: number;
  contractId: number;
  entityRelationId: number;
  entityName: string;
  userName: string;
  teleUnderwritingProductId?: number;
  teleUnderwritingProductName?: string;
  uploadedSourceId?: number;
  dryRun?: 'true' | 'false';
}

/** Checks the form fields against the contract, answering 400 that names the field. */
export const readBulkUploadFields = multipartFields<BulkUploadFields>('insurance', '/uploadExcelOrders', 'excel_file');
