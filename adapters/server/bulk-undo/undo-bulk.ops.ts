import type { components } from '../../../openapi/generated/medibuddyCentral.ts';
import { LAB_ROLES } from '../../../core/session/roles.ts';
import { operation } from '../http/operation.ts';
import { deskProviders } from '../lab-desk/desk-scope.ts';
import { actorName } from '../lab-desk/lab-action.store.ts';
import { undoBatch } from './undo-batch.ts';

type UndoResponse = components['schemas']['UndoBulkUpdateResponse'];

/**
 * POST medibuddyCentral/undoBulkUpdate: the caller's own batch, within its window, rows of the
 * providers the caller may see (the same scope as the desk's lists and actions).
 */
export const undoBulkUpdateOp = operation('undoBulkUpdate', {
  access: { roles: LAB_ROLES },
  async handle({ body, auth, deps }): Promise<UndoResponse> {
    const providerIds = deskProviders(auth, { ...body, fetchForProviders: undefined });
    const name = await actorName(deps.db, auth.userId);
    return undoBatch(deps.db, body.batchId, { userId: auth.userId, name, providerIds }, deps.clock.now());
  },
});
