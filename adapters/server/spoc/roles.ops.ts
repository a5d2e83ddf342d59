import { operation } from '../http/operation.ts';
import { forbidden } from '../http/api-error.ts';
import { Feature } from '../../../core/session/features.ts';
import { SPOC_ROLES } from '../../../core/spoc/spoc-roles.ts';

/** GET provider/getRoles: every assignable SPOC role, for whoever may create or edit SPOCs. */
export const rolesOp = operation('getRoles', {
  async handle({ auth }) {
    if (!auth.features.includes(Feature.CREATE_SPOC) && !auth.features.includes(Feature.EDIT_SPOC_DETAILS)) throw forbidden();
    return { isSuccess: true, roles: SPOC_ROLES.map((r) => ({ ...r })) };
  },
});
