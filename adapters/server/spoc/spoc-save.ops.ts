import { operation } from '../http/operation.ts';
import { Feature } from '../../../core/session/features.ts';
import { createSpoc, updateSpoc } from './spoc-save.ts';

/** POST provider/CreateUser: a new SPOC (CREATE_SPOC). */
export const createSpocOp = operation('createSpocUser', {
  access: { feature: Feature.CREATE_SPOC },
  async handle({ body, auth, deps }) {
    return { isSuccess: true, success: true, ...(await createSpoc(deps, auth, body)) };
  },
});

/** POST provider/updateSpocProfile: an existing SPOC (EDIT_SPOC_DETAILS). */
export const updateSpocOp = operation('updateSpocProfile', {
  access: { feature: Feature.EDIT_SPOC_DETAILS },
  async handle({ body, auth, deps }) {
    return { isSuccess: true, success: true, ...(await updateSpoc(deps, auth, body as Parameters<typeof updateSpoc>[2])) };
  },
});
