import { operation } from '../http/operation.ts';
import { forbidden } from '../http/api-error.ts';
import { Feature } from '../../../core/session/features.ts';
import { mayGrantRole } from '../../../core/spoc/spoc-grants.ts';
import { SPOC_ROLES } from '../../../core/spoc/spoc-roles.ts';
import { heldSpocRoles } from './spoc.store.ts';

/**
 * GET provider/getRoles: every SPOC role, for whoever may create or edit SPOCs, each marked with
 * whether the caller may grant it. All are listed so an edit can still name roles the SPOC has.
 */
export const rolesOp = operation('getRoles', {
  async handle({ auth, deps }) {
    if (!auth.features.includes(Feature.CREATE_SPOC) && !auth.features.includes(Feature.EDIT_SPOC_DETAILS)) throw forbidden();
    const held = await heldSpocRoles(deps.db, auth.userId);
    return { isSuccess: true, roles: SPOC_ROLES.map((r) => ({ ...r, grantable: mayGrantRole(held, r.name) })) };
  },
});
