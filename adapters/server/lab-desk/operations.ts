import type { OperationMap } from '../http/operation.ts';
import { exportRequestDetailsOp, requestDetailsOp } from './request-details.ops.ts';
import { packageDetailsOp } from './package-details.ops.ts';
import { fetchAdditionalDetailsOp } from './additional-details.ops.ts';
import { updateRequestsOp } from './update-requests.ops.ts';
import { uploadFileOp } from '../files/upload-file.ops.ts';
import { downloadFileOp, signedDownloadOp } from '../files/download-file.ops.ts';

/** The lab appointment desk's implementations, by the contract's operationId. */
export const labDeskOperations: OperationMap = {
  requestDetails: requestDetailsOp,
  exportRequestDetails: exportRequestDetailsOp,
  getPackageDetails: packageDetailsOp,
  fetchAdditionalDetails: fetchAdditionalDetailsOp,
  updateRequests: updateRequestsOp,
  uploadFile: uploadFileOp,
  downloadFile: downloadFileOp,
  // The files service's side of downloadFile: where its signed URLs point.
  getSignedDownload: signedDownloadOp,
};
