import { operationMap } from '../http/operation.ts';
import { doctorScheduleImpactOp } from './impact-preview.ops.ts';
import { applyScheduleImpactOp } from './impact-apply.ops.ts';

/** The schedule-impact calls (issue 13 part 6), by the contract's operationId. */
export const scheduleImpactOperations = operationMap(doctorScheduleImpactOp, applyScheduleImpactOp);
