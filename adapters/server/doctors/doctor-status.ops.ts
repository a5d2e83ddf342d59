import { notFound } from '../http/api-error.ts';
import { scopeProviders } from '../http/access.ts';
import { operation } from '../http/operation.ts';
import { DoctorAccess } from './doctor-access.ts';
import { DOCTOR_NOT_FOUND } from './doctor-store.ts';
import { notifySpocs } from '../spoc/spoc-notify.ts';
import { SpocTopic } from '../../../core/spoc/spoc-notify.ts';

/**
 * POST provider/updateDoctorStatus: activates or deactivates doctors of the caller's providers.
 * Any id outside them is 404 and nothing changes (one statement, all or none).
 */
export const updateDoctorStatusOp = operation('updateDoctorStatus', {
  access: DoctorAccess.status,
  async handle({ body, auth, deps }) {
    const providerIds = scopeProviders(auth, body.providerIds);
    const ids = [...new Set(body.doctorIds)];
    const updated = await deps.db.transaction(async (tx) => {
      const rows = await tx.query<{ id: number; provider_id: number; name: string }>(
        `UPDATE doctor SET is_active = $1, modified_on = $2, modified_by = $3, version = version + 1
          WHERE id = ANY($4::int[]) AND provider_id = ANY($5::int[]) RETURNING id, provider_id, trim(prefix || ' ' || first_name || ' ' || last_name) AS name`,
        [body.isActive, deps.clock.now(), auth.userName, ids, providerIds],
      );
      if (rows.length !== ids.length) throw notFound(DOCTOR_NOT_FOUND);
      return rows;
    });
    for (const d of updated) {
      await notifySpocs(deps, [d.provider_id], SpocTopic.doctor, 'Doctor status changed', `${d.name} was ${body.isActive ? 'activated' : 'deactivated'} by ${auth.userName}.`, auth.userId);
    }
    return { success: true };
  },
});
