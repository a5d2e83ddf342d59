import { operationMap } from '../http/operation.ts';
import { checkUserOp, getAvailableCitiesOp, getPackagesOp } from './catalogue.ops.ts';
import { createAffilateOrderOp } from './create-affiliate-order.ops.ts';

/** Create Order's calls (issue 11 part 1): customer lookup, cities, packages and the order. */
export const affiliateOperations = operationMap(checkUserOp, getAvailableCitiesOp, getPackagesOp, createAffilateOrderOp);
