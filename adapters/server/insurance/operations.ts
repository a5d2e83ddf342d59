import { operationMap } from '../http/operation.ts';
import { showCorrespondenceOp, showHistoryOp } from './history.ops.ts';
import { communicationHistoryOp, getDownloadEmailOp } from './communication.ops.ts';
import { resendMailSmsOp, resendRecipientsOp } from './resend.ops.ts';
import { exportInsurerAppointmentsOp, insurerAppointmentsOp } from './appointments.ops.ts';
import { addCorrespondenceOp, callStatusLookUpOp, callTypeLookUpOp, fetchCorrespondencesOp } from './esales-correspondence.ops.ts';
import { fetchRequestOp } from './esales-history.ops.ts';
import { exportEsalesQueueOp, searchEsalesQueueOp } from './esales-queue.ops.ts';
import { getRequiredDocumentsOp, insuranceDownloadFileOp, integrationDownloadReportsOp } from './downloads.ops.ts';

/** The request-history, insurer-list and e-sales queue area's implementations, by the contract's operationId. */
export const insuranceOperations = operationMap(
  showHistoryOp,
  showCorrespondenceOp,
  communicationHistoryOp,
  getDownloadEmailOp,
  resendMailSmsOp,
  resendRecipientsOp,
  insurerAppointmentsOp,
  exportInsurerAppointmentsOp,
  integrationDownloadReportsOp,
  getRequiredDocumentsOp,
  insuranceDownloadFileOp,
  callTypeLookUpOp,
  callStatusLookUpOp,
  addCorrespondenceOp,
  fetchCorrespondencesOp,
  fetchRequestOp,
  searchEsalesQueueOp,
  exportEsalesQueueOp,
);
