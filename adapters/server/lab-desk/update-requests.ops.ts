import type { components } from '../../../openapi/generated/medibuddyCentral.ts';
import { idempotentOperation } from '../http/idempotency.ts';
import { canActOnConsults, deskProviders } from './desk-scope.ts';
import { forbidden } from '../http/api-error.ts';
import { applyOfflineAction } from '../consults/offline-action.ts';
import { actorName } from './lab-action.store.ts';
import { applyLabAction } from './lab-action.ts';
import { queueStatusNotifications } from './notify-customer.ts';
import { LAB_ROLES } from '../../../core/session/roles.ts';
import { loggableError } from '../loggable-error.ts';

type UpdateResult = components['schemas']['UpdateRequestsResponse']['results'][number];

/**
 * POST medibuddyCentral/updateRequests: each item applied on its own, in its own transaction, so
 * one refused item loses none of the others; the answer has one result per item in order, and
 * success only when all applied. Each applied item's customer notifications and its result (for a
 * retry with the same Idempotency-Key) are written in the item's transaction; the notifications
 * are delivered after the last item, or by the dispatcher's next round if this instance dies first.
 */
export const updateRequestsOp = idempotentOperation<'updateRequests', UpdateResult>('updateRequests', {
  access: { roles: LAB_ROLES },
  async handle({ body, auth, deps }, journal) {
    const providerIds = deskProviders(auth, { ...body, fetchForProviders: undefined });
    if (body.services === 'OFFLINE_CONSULTS' && !canActOnConsults(auth)) throw forbidden();
    const apply = body.services === 'OFFLINE_CONSULTS' ? applyOfflineAction : applyLabAction;
    const actor = { userId: auth.userId, name: await actorName(deps.db, auth.userId), providerIds };
    const results: UpdateResult[] = [];
    for (const [index, item] of body.requestUpdateData.entries()) {
      // One short transaction per item, and other callers' reads run in between (issue 8 part 8).
      if (index > 0) await deps.db.yieldTurn();
      const earlier = journal.recorded(index);
      if (earlier) {
        results.push(earlier);
        continue;
      }
      const now = deps.clock.now();
      const outcome = await apply(deps.db, actor, item, body.requestUpdateData.length, now, async (tx, applied) => {
        await queueStatusNotifications(tx, applied.target, applied.statusId, now);
        await journal.record(tx, index, { requestId: item.requestId, success: true, statusId: applied.statusId, error: null });
      });
      results.push(
        outcome.ok
          ? { requestId: item.requestId, success: true, statusId: outcome.statusId, error: null }
          : { requestId: item.requestId, success: false, statusId: outcome.statusId, error: outcome.error },
      );
    }
    try {
      await deps.outbox.dispatchQueued();
    } catch (error) {
      // The changes are committed and their messages queued: the dispatcher's next round sends them.
      deps.log.error({ err: loggableError(error) }, 'dispatching status notifications failed');
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
