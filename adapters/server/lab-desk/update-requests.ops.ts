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
import { notifySpocs } from '../spoc/spoc-notify.ts';
import { SpocTopic } from '../../../core/spoc/spoc-notify.ts';
import type { ServerDeps } from '../deps.ts';
import { undoDeadline } from '../../../core/bulk/undo-period.ts';
import { closeBatch, openBatch, recordBatchRow, type BulkBatch } from '../bulk-undo/bulk-batch.store.ts';
import { bulkSkipNow } from '../bulk-undo/bulk-skip.ts';
import { dispatchAfterWindow } from '../bulk-undo/dispatch-after-window.ts';

interface AppliedItem {
  requestId: number;
  providerId: number;
  action: string;
}

/** One appointment notice per provider per call to the SPOCs who chose them (a bulk of 100 is one message, not 100). */
async function tellSpocs(deps: ServerDeps, applied: readonly AppliedItem[], actor: string, actorId: number): Promise<void> {
  const byProvider = new Map<number, AppliedItem[]>();
  for (const a of applied) byProvider.set(a.providerId, [...(byProvider.get(a.providerId) ?? []), a]);
  for (const [providerId, items] of byProvider) {
    const list = items.map((i) => `${i.requestId} (${i.action})`).join(', ');
    await notifySpocs(deps, [providerId], SpocTopic.order, 'Appointments updated', `${items.length} appointment${items.length === 1 ? '' : 's'} updated by ${actor}: ${list}.`, actorId);
  }
}

type UpdateResult = components['schemas']['UpdateRequestsResponse']['results'][number];

/** A bulk action: one action over several requests (a call mixing actions is a plain batch of items). */
const isBulkAction = (items: readonly { action: string }[]): boolean => items.length > 1 && items.every((i) => i.action === items[0].action);

/**
 * POST medibuddyCentral/updateRequests: each item applied on its own, in its own transaction, so
 * one refused item loses none of the others; the answer has one result per item in order, and
 * success only when all applied. Each applied item's customer notifications and its result (for a
 * retry with the same Idempotency-Key) are written in the item's transaction; the notifications
 * are delivered after the last item, or by the dispatcher's next round if this instance dies first.
 * A call of one action over several requests is a bulk action (docs/decisions.md "Safe bulk actions"): an item its
 * desk's bulk rule skips is refused with the preview's reason, the applied rows form a batch its
 * user may undo for 10 seconds (undoBulkUpdate), and their customer notices wait until then.
 */
export const updateRequestsOp = idempotentOperation<'updateRequests', UpdateResult>('updateRequests', {
  access: { roles: LAB_ROLES },
  async handle(call, journal) {
    const { body, auth, deps } = call;
    const providerIds = deskProviders(auth, { ...body, fetchForProviders: undefined });
    // A SPOC viewer reads the lists only (docs/decisions.md).
    if (auth.readOnly || (body.services === 'OFFLINE_CONSULTS' && !canActOnConsults(auth))) throw forbidden();
    const apply = body.services === 'OFFLINE_CONSULTS' ? applyOfflineAction : applyLabAction;
    const actor = { userId: auth.userId, name: await actorName(deps.db, auth.userId), providerIds };
    const results: UpdateResult[] = [];
    const applied: AppliedItem[] = [];
    const items = body.requestUpdateData;
    const batch: BulkBatch | undefined =
      isBulkAction(items)
        ? await openBatch(deps.db, {
            id: deps.random.token(18),
            userId: auth.userId,
            idempotencyKey: typeof call.headers['idempotency-key'] === 'string' ? call.headers['idempotency-key'] : null,
            services: body.services,
            action: items[0].action,
            at: deps.clock.now(),
          })
        : undefined;
    for (const [index, item] of body.requestUpdateData.entries()) {
      // One short transaction per item, and other callers' reads run in between (issue 8 part 8).
      if (index > 0) await deps.db.yieldTurn();
      const earlier = journal.recorded(index);
      if (earlier) {
        results.push(earlier);
        continue;
      }
      const now = deps.clock.now();
      const skipped = batch && (await bulkSkipNow(deps.db, body.services, item, providerIds, now));
      if (skipped) {
        results.push({ requestId: item.requestId, success: false, statusId: skipped.statusId, error: skipped.reason });
        continue;
      }
      const outcome = await apply(deps.db, actor, item, body.requestUpdateData.length, now, async (tx, applied) => {
        await queueStatusNotifications(tx, applied.target, applied.statusId, now, batch?.hold(now));
        if (batch) {
          const { target } = applied;
          await recordBatchRow(tx, batch.id, {
            requestId: target.id,
            prevStatusId: target.status_id,
            prevRemarks: target.remarks,
            appliedStatusId: applied.statusId,
            appliedVersion: target.version + 1,
          });
        }
        await journal.record(tx, index, { requestId: item.requestId, success: true, statusId: applied.statusId, error: null });
      });
      if (outcome.ok) applied.push({ requestId: item.requestId, providerId: outcome.target.provider_id, action: item.action });
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
    await tellSpocs(deps, applied, auth.userName, auth.userId);
    const deadline = undoDeadline(deps.clock.now());
    const undoable = batch !== undefined && (await closeBatch(deps.db, batch.id, deadline));
    if (undoable) dispatchAfterWindow(deps, deadline);
    const firstError = results.find((r) => !r.success)?.error ?? null;
    return {
      success: firstError === null,
      error: firstError,
      updatedRequestIds: results.filter((r) => r.success).map((r) => r.requestId),
      results,
      ...(undoable ? { undo: { batchId: batch.id, undoUntil: deadline.toISOString() } } : {}),
    };
  },
});
