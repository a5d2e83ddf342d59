import { rowContactView } from '../store/row-contact-view.ts';
import { operation } from '../http/operation.ts';
import { requestInScope, viewerOf } from './request-scope.ts';
import { loadStatusHistory, toRequestHistory } from './history.mapper.ts';
import { loadCorrespondences, toCorrespondence } from './correspondence.mapper.ts';

/**
 * POST insurance/showHistory: the history page of a request, for a lab user of the request's
 * provider tree or an insurer user of its corporate (anyone else gets the 404 of an unknown request).
 */
export const showHistoryOp = operation('showHistory', {
  async handle({ body, auth, deps }) {
    const { requestId } = body;
    const row = await requestInScope(deps.db, auth, requestId);
    const [history, correspondences] = await Promise.all([loadStatusHistory(deps.db, row.id), loadCorrespondences(deps.db, row.id)]);
    return { isSuccess: true, requestHistory: toRequestHistory(row, history, correspondences, { viewer: viewerOf(auth), roleId: auth.roleId, readOnly: auth.readOnly }) };
  },
});

/** POST insurance/showCorrespondence: a request's correspondences, newest first, as the privacy rule shows them. */
export const showCorrespondenceOp = operation('showCorrespondence', {
  async handle({ body, auth, deps }) {
    const { id } = body;
    const row = await requestInScope(deps.db, auth, id);
    const view = rowContactView(row);
    return { isSuccess: true, correspondences: (await loadCorrespondences(deps.db, row.id)).map((c) => toCorrespondence(c, view)) };
  },
});
