import { OPEN_STATUS_IDS } from '../../../core/orders/duplicate-check.ts';
import { idempotentOperation } from '../http/idempotency.ts';
import { operation } from '../http/operation.ts';
import { loggableError } from '../loggable-error.ts';
import { createOrder, openRequestsOf, type CreatedOrder } from './appointment-store.ts';
import { CREATE_APPOINTMENT_ACCESS, refuseAgentWithoutCase } from './booking-access.ts';
import { refuseBrokenOrder } from './order-rules.ts';

/**
 * POST insurance/createAppointment: the order checked by the form's rules, then written in one
 * transaction (requests, histories, notifications, the case link, the audit row). With an
 * Idempotency-Key the result is recorded in that transaction, so a retry after a crash between
 * commit and answer finds it instead of creating the order again.
 */
export const createAppointmentOp = idempotentOperation<'createAppointment', CreatedOrder>('createAppointment', {
  access: CREATE_APPOINTMENT_ACCESS,
  async handle({ body, auth, deps }, journal) {
    refuseAgentWithoutCase(auth, body.orderItems[0]?.additionalProperties?.id);
    const earlier = journal.recorded(0);
    const now = deps.clock.now();
    let created = earlier;
    if (!created) {
      refuseBrokenOrder(body, now);
      created = await createOrder(deps.db, auth, body, now, (tx, result) => journal.record(tx, 0, result));
      try {
        await deps.outbox.dispatchQueued();
      } catch (error) {
        // The order and its messages are committed: the dispatcher's next round sends them.
        deps.log.error({ err: loggableError(error) }, 'dispatching appointment notifications failed');
      }
    }
    return { isSuccess: true, orderNumber: created.orderNumber, errorMessage: null, requestIds: created.requestIds };
  },
});

/** POST insurance/checkDuplicateAppointment: the customer's open requests, which the form warns about before it submits. */
export const checkDuplicateAppointmentOp = operation('checkDuplicateAppointment', {
  access: CREATE_APPOINTMENT_ACCESS,
  async handle({ body, auth, deps }) {
    refuseAgentWithoutCase(auth, body.orderItems[0]?.additionalProperties?.id);
    const duplicateRequestIds = await openRequestsOf(deps.db, auth, body, OPEN_STATUS_IDS);
    return { isSuccess: true, isDuplicate: duplicateRequestIds.length > 0, duplicateRequestIds };
  },
});
