import { operationMap } from '../http/operation.ts';
import { getDoctorDetailsOp } from './doctor-details.ops.ts';
import { doctorListOp } from './doctor-list.ops.ts';
import { updateDoctorStatusOp } from './doctor-status.ops.ts';
import { entityRelationPropertyOp } from './mb-charge.ops.ts';
import { onboardDoctorOp } from './onboard-doctor.ops.ts';
import { getS3SignedUrlOp, putSignedUploadOp, saveFileDocumentOp } from '../files/signed-upload.ops.ts';

/** Doctor management's calls (issue 13): list, details, create/update with slots and holidays, status, MB share. */
export const doctorOperations = operationMap(doctorListOp, getDoctorDetailsOp, onboardDoctorOp, updateDoctorStatusOp, entityRelationPropertyOp,
  // Doctor photos, ID and award images go through the signed upload (spec 3 §7).
  getS3SignedUrlOp, putSignedUploadOp, saveFileDocumentOp);
