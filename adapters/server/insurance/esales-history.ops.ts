import { INSURER_ROLES } from '../../../core/session/roles.ts';
import { operation } from '../http/operation.ts';
import { caseInScope } from './esales-case.ts';
import { toQueueRequest } from './esales-case.mapper.ts';

/** POST insurance/fetchRequest: one case of the caller's insurer, for the e-sales history page (a list of one). */
export const fetchRequestOp = operation('fetchRequest', {
  access: { roles: INSURER_ROLES },
  async handle({ body, auth, deps }) {
    const row = await caseInScope(deps.db, auth, body.requestId);
    return { isSuccess: true, queueRequests: { queueList: [toQueueRequest(row)], totalQueueRequest: 1, isSuccess: true } };
  },
});
