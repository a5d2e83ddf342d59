import { operation } from '../http/operation.ts';
import { Feature } from '../../../core/session/features.ts';
import { scopeProviders } from '../http/access.ts';
import { spocEntity } from './spoc-scope.ts';
import { spocPage } from './spoc.store.ts';
import { toSpocUser } from './spoc.mapper.ts';

/**
 * POST provider/getSpocList: one page of the SPOCs of the caller's entity and its children (or
 * the branches chosen), filtered by service, speciality, status and first name; startIndex is the
 * page number (spec 3 §9).
 */
export const spocListOp = operation('getSpocList', {
  access: { feature: Feature.VIEW_SPOC_LIST },
  async handle({ body, auth, deps }) {
    spocEntity(auth, body.entityId);
    const providerIds = scopeProviders(auth, body.filterEntityIds);
    const range = body.range ?? 10;
    const { rows, count } = await spocPage(deps.db, {
      providerIds,
      servicePrefixes: (body.service ?? []).map((s) => `${s}/`),
      departments: body.speciality ?? [],
      active: [...new Set(body.profileStatus ?? [])],
      firstNames: (body.spocNames ?? []).filter((n) => n.trim() !== ''),
    }, body.startIndex * range, range);
    return { isSuccess: true, users: rows.map(toSpocUser), count };
  },
});
