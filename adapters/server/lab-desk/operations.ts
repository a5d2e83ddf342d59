import { operationMap } from '../http/operation.ts';
import { exportRequestDetailsOp, requestDetailsOp } from './request-details.ops.ts';
import { packageDetailsOp } from './package-details.ops.ts';
import { requestFlowOp } from './request-flow.ops.ts';
import { fetchAdditionalDetailsOp } from './additional-details.ops.ts';
import { updateRequestsOp } from './update-requests.ops.ts';
import { undoBulkUpdateOp } from '../bulk-undo/undo-bulk.ops.ts';
import { uploadFileOp } from '../files/upload-file.ops.ts';
import { downloadFileOp, signedDownloadOp } from '../files/download-file.ops.ts';
import { previewFileOp } from '../files/preview-file.ops.ts';

/** The lab appointment desk's implementations, by the contract's operationId. */
export const labDeskOperations = operationMap(
  requestDetailsOp,
  exportRequestDetailsOp,
  packageDetailsOp,
  requestFlowOp,
  fetchAdditionalDetailsOp,
  updateRequestsOp,
  undoBulkUpdateOp,
  uploadFileOp,
  downloadFileOp,
  // The files service: where downloadFile's signed URLs point, and the preview under the session.
  signedDownloadOp,
  previewFileOp,
);
