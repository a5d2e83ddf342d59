import { operation } from '../http/operation.ts';
import type { components } from '../../../openapi/generated/medibuddyCentral.ts';
import { labDeskProviders } from './desk-scope.ts';
import { actorName } from './lab-action.store.ts';
import { applyLabAction } from './lab-action.ts';
import { notifyCustomer } from './notify-customer.ts';
import { LAB_ROLES } from '../../../core/session/roles.ts';

type UpdateResult = components['schemas']['UpdateRequestsResponse']['results'][number];

/**
 * POST medibuddyCentral/updateRequests: each item applied on its own, in its own transaction, so
 * one refused item loses none of the others; the answer has one result per item in order, and
 * success only when all applied. Customers are notified after each change has committed.
 */
export const updateRequestsOp = operation('updateRequests', {
  access: { roles: LAB_ROLES },
  async handle({ body, auth, deps }) {
    const providerIds = labDeskProviders(auth, { ...body, fetchForProviders: undefined });
    const actor = { userId: auth.userId, name: await actorName(deps.db, auth.userId), providerIds };
    const results: UpdateResult[] = [];
    for (const item of body.requestUpdateData) {
      const outcome = await applyLabAction(deps.db, actor, item, body.requestUpdateData.length, deps.clock.now());
      if (outcome.ok) {
        results.push({ requestId: item.requestId, success: true, statusId: outcome.statusId, error: null });
        await notifyCustomer(deps.messenger, deps.log, outcome.target, outcome.statusId);
      } else {
        results.push({ requestId: item.requestId, success: false, statusId: outcome.statusId, error: outcome.error });
      }
    }
    const firstError = results.find((r) => !r.success)?.error ?? null;
    return {
      success: firstError === null,
      error: firstError,
      updatedRequestIds: results.filter((r) => r.success).map((r) => r.requestId),
      results,
    };
  },
});
