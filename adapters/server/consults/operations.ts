import { operationMap } from '../http/operation.ts';
import { calendarOp } from './calendar.ops.ts';
import { holdSlotOp, releaseSlotOp } from './hold-slot.ops.ts';
import { availableDoctorsOp } from './available-doctors.ops.ts';
import { offlineTabCountsOp } from './tab-counts.ops.ts';
import { offlineRequestHistoryOp } from './offline-history.ops.ts';
import { packageDetailsByProductIdsOp } from '../lab-desk/package-details.ops.ts';

/** The offline-consult calls beyond the shared desk ones: the slot calendar, holds, doctor choice, tab counters, history and package tests. */
export const consultOperations = operationMap(
  calendarOp,
  holdSlotOp,
  releaseSlotOp,
  availableDoctorsOp,
  offlineTabCountsOp,
  offlineRequestHistoryOp,
  packageDetailsByProductIdsOp,
);
