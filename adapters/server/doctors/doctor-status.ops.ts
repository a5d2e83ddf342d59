import { notFound } from '../http/api-error.ts';
import { scopeProviders } from '../http/access.ts';
import { operation } from '../http/operation.ts';
import { DoctorAccess } from './doctor-access.ts';
import { DOCTOR_NOT_FOUND } from './doctor-store.ts';

/**
 * POST provider/updateDoctorStatus: activates or deactivates doctors of the caller's providers.
 * Any id outside them is 404 and nothing changes (one statement, all or none).
 */
export const updateDoctorStatusOp = operation('updateDoctorStatus', {
  access: DoctorAccess.status,
  async handle({ body, auth, deps }) {
    const providerIds = scopeProviders(auth, body.providerIds);
    const ids = [...new Set(body.doctorIds)];
    await deps.db.transaction(async (tx) => {
      const updated = await tx.query<{ id: number }>(
        `UPDATE doctor SET is_active = $1, modified_on = $2, modified_by = $3, version = version + 1
          WHERE id = ANY($4::int[]) AND provider_id = ANY($5::int[]) RETURNING id`,
        [body.isActive, deps.clock.now(), auth.userName, ids, providerIds],
      );
      if (updated.length !== ids.length) throw notFound(DOCTOR_NOT_FOUND);
    });
    return { success: true };
  },
});
