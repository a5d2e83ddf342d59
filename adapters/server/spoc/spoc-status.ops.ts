import { operation } from '../http/operation.ts';
import { forbidden, notFound } from '../http/api-error.ts';
import { Feature } from '../../../core/session/features.ts';
import { SpocTopic } from '../../../core/spoc/spoc-notify.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { AuditAction } from '../../../core/audit/audit-action.ts';
import { grantProblem } from '../../../core/spoc/spoc-grants.ts';
import { findSpoc, heldSpocRoles } from './spoc.store.ts';
import { notifySpocs } from './spoc-notify.ts';

/**
 * POST provider/updateSpocStatus: activates or deactivates a SPOC of the caller's tree. A
 * deactivated SPOC's sessions end at once (and no call of theirs is served while inactive); the
 * profile version moves, so a SPOC changing their own status reloads their features. Activating
 * gives the SPOC its roles again, so it is a grant: the caller must hold what it gives back.
 */
export const spocStatusOp = operation('updateSpocStatus', {
  access: { feature: Feature.UPDATE_SPOC_STATUS },
  async handle({ body, auth, deps }) {
    const spoc = await findSpoc(deps.db, auth.providerIds, body.userId, body.userName);
    if (!spoc || spoc.provider_id !== body.entityId) throw notFound('SPOC not found');
    if (body.active && !spoc.is_active) {
      const problem = grantProblem(await heldSpocRoles(deps.db, auth.userId), spoc.spoc_roles);
      if (problem) throw forbidden(problem);
    }
    const now = deps.clock.now();
    await deps.db.transaction(async (tx) => {
      await tx.query('UPDATE app_user SET is_active = $2, profile_version = profile_version + 1, updated_on = $3, modified_by = $4 WHERE id = $1', [spoc.id, body.active, now, auth.userName]);
      if (!body.active) await tx.query('UPDATE user_session SET ended_on = $2 WHERE user_id = $1 AND ended_on IS NULL', [spoc.id, now]);
      await recordAudit(tx, { at: now, action: AuditAction.SpocStatusChanged, actorUserId: auth.userId, actorName: auth.userName, subject: `user:${spoc.id}`, details: { active: body.active } });
    });
    await notifySpocs(deps, [spoc.provider_id], SpocTopic.spoc, 'SPOC status changed', `${spoc.first_name} ${spoc.last_name} is now ${body.active ? 'active' : 'inactive'} (by ${auth.userName}).`, spoc.id);
    return { isSuccess: true };
  },
});
