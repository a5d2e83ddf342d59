import { operationMap } from '../http/operation.ts';
import { getDoctorDetailsOp } from './doctor-details.ops.ts';
import { onboardDoctorOp } from './onboard-doctor.ops.ts';

/** Doctor management's calls (issue 13): details, create/update with slots and holidays, list, status. */
export const doctorOperations = operationMap(getDoctorDetailsOp, onboardDoctorOp);
