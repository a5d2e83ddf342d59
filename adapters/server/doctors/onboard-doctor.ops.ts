import { scopeProviders } from '../http/access.ts';
import { operation } from '../http/operation.ts';
import { DoctorAccess } from './doctor-access.ts';
import type { DoctorInput, DoctorSaveContext } from './doctor-save-context.ts';
import { saveDoctorHolidays } from './holidays-save.ts';
import { hasProfileFields, saveDoctorProfile } from './profile-save.ts';
import { saveDoctorSlots } from './slots-save.ts';
import { notifySpocs } from '../spoc/spoc-notify.ts';
import { SpocTopic } from '../../../core/spoc/spoc-notify.ts';

/**
 * One item of onboardDoctor: the profile part first (it creates the doctor when there is no
 * doctorId), then the slots and the holidays when sent. Each part checks its own rules and throws
 * on a refusal, which rolls back the whole call.
 */
async function saveDoctor(ctx: DoctorSaveContext, input: DoctorInput): Promise<number> {
  let doctorId = input.doctorId;
  if (doctorId === undefined || hasProfileFields(input)) doctorId = await saveDoctorProfile(ctx, input);
  if (input.doctorSlots) await saveDoctorSlots(ctx, doctorId, input);
  if (input.holidays) await saveDoctorHolidays(ctx, doctorId, input);
  return doctorId;
}

/** POST provider/onboardDoctor: create or update doctors, their slots or their holidays, in one transaction. */
export const onboardDoctorOp = operation('onboardDoctor', {
  access: DoctorAccess.write,
  async handle({ body, auth, deps }) {
    const providerIds = scopeProviders(auth, body.providerIds);
    const successEntries = await deps.db.transaction(async (tx) => {
      const ctx: DoctorSaveContext = { tx, auth, deps, providerIds };
      const entries: { doctorId: number }[] = [];
      for (const input of body.doctors) entries.push({ doctorId: await saveDoctor(ctx, input) });
      return entries;
    });
    const saved = await deps.db.query<{ provider_id: number; name: string }>(
      `SELECT provider_id, trim(prefix || ' ' || first_name || ' ' || last_name) AS name FROM doctor WHERE id = ANY($1::int[])`,
      [successEntries.map((e) => e.doctorId)],
    );
    for (const d of saved) await notifySpocs(deps, [d.provider_id], SpocTopic.doctor, 'Doctor profile saved', `${d.name}'s profile, schedule or holidays were saved by ${auth.userName}.`, auth.userId);
    return { success: true, error: null, data: { successEntries } };
  },
});
