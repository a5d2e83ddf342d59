import { affiliateOrderProblem } from '../../../core/orders/affiliate-order.ts';
import { badRequest } from '../http/api-error.ts';
import { idempotentOperation } from '../http/idempotency.ts';
import { AFFILIATE_ACCESS } from './affiliate-access.ts';
import { orderOfWire, wirePathOf } from './affiliate-order.mapper.ts';
import { placeAffiliateOrder } from './affiliate-order-store.ts';

/**
 * POST provider/createAffilateOrder: the order judged by the Create Order form's own rules (400,
 * nothing written, when one is broken), then placed in one transaction. A package not sold in the
 * line's city is the order's refusal: isSuccess false with the message the dialog shows in red.
 * With an Idempotency-Key the placed order is recorded in that transaction, so a retry after a
 * lost answer gets the same order number instead of a second order.
 */
export const createAffilateOrderOp = idempotentOperation<'createAffilateOrder', { orderNumber: string; requestIds: number[] }>('createAffilateOrder', {
  access: AFFILIATE_ACCESS,
  async handle({ body, auth, deps }, journal) {
    const earlier = journal.recorded(0);
    if (earlier) return { isSuccess: true, errorMessage: null, data: { cartItem: { isSuccess: true, orderNumber: earlier.orderNumber } } };
    const now = deps.clock.now();
    const order = orderOfWire(body);
    const problem = affiliateOrderProblem(order, now);
    if (problem) throw badRequest(`body/${wirePathOf(problem)}: ${problem.message}`);
    const placed = await placeAffiliateOrder(deps.db, auth, order, now, (tx, result) => journal.record(tx, 0, result));
    if ('refusal' in placed) return { isSuccess: false, errorMessage: placed.refusal, data: { cartItem: { isSuccess: false, orderNumber: null } } };
    return { isSuccess: true, errorMessage: null, data: { cartItem: { isSuccess: true, orderNumber: placed.orderNumber } } };
  },
});
