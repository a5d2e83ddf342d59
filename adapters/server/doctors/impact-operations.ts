import { operationMap } from '../http/operation.ts';
import { doctorScheduleImpactOp } from './impact-preview.ops.ts';
import { applyScheduleImpactOp } from './impact-apply.ops.ts';
import { getDoctorDetailsOp, onboardDoctorOp } from './slots-holidays.ops.ts';

/** The schedule calls (issue 13 parts 4–6), by the contract's operationId. */
export const scheduleImpactOperations = operationMap(doctorScheduleImpactOp, applyScheduleImpactOp, getDoctorDetailsOp, onboardDoctorOp);
