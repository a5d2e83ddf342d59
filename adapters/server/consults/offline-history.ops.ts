import { Feature } from '../../../core/session/features.ts';
import { LAB_ROLES } from '../../../core/session/roles.ts';
import { operation } from '../http/operation.ts';
import { loadCorrespondences } from '../insurance/correspondence.mapper.ts';
import { loadStatusHistory, toRequestHistory } from '../insurance/history.mapper.ts';
import { notInScope, requestInScope } from '../insurance/request-scope.ts';

/**
 * POST consults/requestHistory: an offline consult's history, read for its attachments (spec 3
 * §7): the same answer as insurance showHistory, for a clinic user (VIEW_OFFLINE) of the consult's
 * provider tree. A lab request, or a consult of another provider, is the same 404 as an unknown id.
 */
export const offlineRequestHistoryOp = operation('offlineRequestHistory', {
  access: { roles: LAB_ROLES, feature: Feature.VIEW_OFFLINE },
  async handle({ body, auth, deps }) {
    const row = await requestInScope(deps.db, auth, body.requestId);
    if (row.service !== 'OFFLINE_CONSULTS') throw notInScope();
    const [history, correspondences] = await Promise.all([loadStatusHistory(deps.db, row.id), loadCorrespondences(deps.db, row.id)]);
    return { isSuccess: true, requestHistory: toRequestHistory(row, history, correspondences, { viewer: 'provider', roleId: auth.roleId, readOnly: auth.readOnly }) };
  },
});
