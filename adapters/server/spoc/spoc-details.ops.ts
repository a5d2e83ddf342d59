import { operation } from '../http/operation.ts';
import { notFound } from '../http/api-error.ts';
import { Feature } from '../../../core/session/features.ts';
import { findSpoc } from './spoc.store.ts';
import { toSpocUser } from './spoc.mapper.ts';

/** GET provider/getSPOCDetails: one SPOC of the caller's tree; another provider's reads as not found. */
export const spocDetailsOp = operation('getSpocDetails', {
  access: { feature: Feature.VIEW_SPOC_DETAILS },
  async handle({ query, auth, deps }) {
    const row = await findSpoc(deps.db, auth.providerIds, query.userId, query.userName);
    if (!row) throw notFound('SPOC not found');
    return { isSuccess: true, data: toSpocUser(row) };
  },
});
