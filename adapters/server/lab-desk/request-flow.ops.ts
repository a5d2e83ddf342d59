import { labRowStatus } from '../../../core/appointments/lab-workflow.ts';
import { nextActions } from '../../../core/appointments/row-actions.ts';
import { offlineNextActions } from '../../../core/consults/offline-rules.ts';
import { offlineStatusText } from '../../../core/consults/offline-status.ts';
import { LAB_ROLES } from '../../../core/session/roles.ts';
import { forbidden } from '../http/api-error.ts';
import { operation } from '../http/operation.ts';
import { consultState } from '../consults/offline-row.mapper.ts';
import { currentStepId } from '../insurance/history.mapper.ts';
import { requestInScope } from '../insurance/request-scope.ts';
import type { RequestRow } from '../requests/request-row.ts';
import { canActOnConsults, readsDesk } from './desk-scope.ts';
import { workflowContext } from './request-row.mapper.ts';
import type { AuthContext } from '../http/auth-context.ts';

/** The status text and the actions the caller may take now, by the rules of the request's own desk. */
function stepOf(row: RequestRow, auth: AuthContext, now: Date): { text: string; actions: string[] } {
  if (row.service === 'OFFLINE_CONSULTS') {
    const actions = canActOnConsults(auth) ? offlineNextActions(consultState(row), now).filter((a) => a.disabledReason === null).map((a) => a.action) : [];
    return { text: offlineStatusText(row.status_id), actions };
  }
  const actions = auth.readOnly ? [] : nextActions(workflowContext(row)).map((a) => a.action);
  return { text: labRowStatus(row.status_id, 'ALL_APPOINTMENTS', row.remarks).text, actions };
}

/**
 * POST provider/requestFlow: where a request of the caller's provider tree stands now: its current
 * status history row (the requestFlowId a correspondence is filed under), status and the actions
 * its desk offers this caller now. The desk's feature is needed, as for its list; a request of
 * another provider is the same 404 as an unknown one.
 */
export const requestFlowOp = operation('requestFlow', {
  access: { roles: LAB_ROLES },
  async handle({ body, auth, deps }) {
    const row = await requestInScope(deps.db, auth, body.requestId);
    if (!readsDesk(auth, row.service)) throw forbidden();
    const step = stepOf(row, auth, deps.clock.now());
    return {
      isSuccess: true,
      requestId: row.id,
      requestFlowId: await currentStepId(deps.db, row.id),
      currentStatusId: row.status_id,
      currentStatus: step.text,
      nextPossibleActions: step.actions,
    };
  },
});
