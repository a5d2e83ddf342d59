import { operation } from '../http/operation.ts';
import { scopeProviders } from '../http/access.ts';
import { DoctorAccess } from './doctor-access.ts';
import { loggableError } from '../loggable-error.ts';
import { actorName } from '../lab-desk/lab-action.store.ts';
import { requireCalendarDoctor } from './impact-store.ts';
import { applyImpactDecision } from './impact-apply.ts';

/**
 * POST provider/applyScheduleImpact: the confirmed choice for each hit consult, each applied in its
 * own transaction (one refused decision loses none of the others); the customers' messages are
 * delivered after the last, or by the dispatcher's next round.
 */
export const applyScheduleImpactOp = operation('applyScheduleImpact', {
  access: DoctorAccess.write,
  async handle({ body, auth, deps }) {
    const providerIds = scopeProviders(auth, body.providerIds);
    await requireCalendarDoctor(deps.db, body.doctorId, providerIds);
    const actor = { userId: auth.userId, userName: auth.userName, name: await actorName(deps.db, auth.userId), providerIds };
    const results = [];
    for (const decision of body.decisions) {
      const outcome = await applyImpactDecision(deps.db, body.doctorId, decision, actor, deps.clock.now());
      results.push(
        outcome.ok
          ? { requestId: decision.requestId, success: true, error: null, doctorId: outcome.doctorId, appointmentDate: outcome.at.toISOString() }
          : { requestId: decision.requestId, success: false, error: outcome.error, doctorId: null, appointmentDate: null },
      );
    }
    try {
      await deps.outbox.dispatchQueued();
    } catch (error) {
      deps.log.error({ err: loggableError(error) }, 'dispatching consult change notifications failed');
    }
    const firstError = results.find((r) => !r.success)?.error ?? null;
    return { success: firstError === null, error: firstError, data: { results } };
  },
});
