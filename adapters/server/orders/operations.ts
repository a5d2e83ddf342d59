import { operationMap } from '../http/operation.ts';
import { getAllDcOp, ruleEngineOp } from './centres.ops.ts';
import { checkDuplicateAppointmentOp, createAppointmentOp } from './create-appointment.ops.ts';
import { getAllStatesOp, getCitiesOp, getLocationOp, getLookUpDataOp } from './lookups.ops.ts';

/** Create Appointment's calls (issue 10 part 5): lookups, centres, packages, the duplicate check and the order. */
export const orderOperations = operationMap(
  getAllStatesOp,
  getCitiesOp,
  getLocationOp,
  getLookUpDataOp,
  getAllDcOp,
  ruleEngineOp,
  checkDuplicateAppointmentOp,
  createAppointmentOp,
);
