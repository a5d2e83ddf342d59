import { operationMap } from '../http/operation.ts';
import { calendarOp } from './calendar.ops.ts';
import { holdSlotOp, releaseSlotOp } from './hold-slot.ops.ts';
import { availableDoctorsOp } from './available-doctors.ops.ts';
import { offlineTabCountsOp } from './tab-counts.ops.ts';

/** The offline-consult calls beyond the shared desk ones: the slot calendar, holds, doctor choice and tab counters. */
export const consultOperations = operationMap(calendarOp, holdSlotOp, releaseSlotOp, availableDoctorsOp, offlineTabCountsOp);
