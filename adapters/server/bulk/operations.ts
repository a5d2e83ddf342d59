import { operationMap } from '../http/operation.ts';
import { getAllContractsOp, getChildEntityRelationOp, getEntityDetailsOp, packageEntityRelationListOp } from './lookups.ops.ts';
import { downloadSampleFormatOp } from './template.ops.ts';
import { uploadExcelOrdersOp } from './upload.ops.ts';

/** Bulk case creation's implementations (spec 2 §2.5, §7), by the contract's operationId. */
export const bulkOperations = operationMap(
  getAllContractsOp,
  getChildEntityRelationOp,
  getEntityDetailsOp,
  packageEntityRelationListOp,
  downloadSampleFormatOp,
  uploadExcelOrdersOp,
);
