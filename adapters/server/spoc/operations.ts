import { operationMap } from '../http/operation.ts';
import { spocListOp } from './spoc-list.ops.ts';
import { spocDetailsOp } from './spoc-details.ops.ts';
import { spocStatusOp } from './spoc-status.ops.ts';
import { createSpocOp, updateSpocOp } from './spoc-save.ops.ts';
import { rolesOp } from './roles.ops.ts';

/** SPOC management (spec 3 §7): the list, one SPOC, status, create, update and the role catalogue. */
export const spocOperations = operationMap(spocListOp, spocDetailsOp, spocStatusOp, createSpocOp, updateSpocOp, rolesOp);
