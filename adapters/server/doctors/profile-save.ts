import { QcStatus } from '../../../core/doctors/doctor-catalogue.ts';
import { emptyProfile } from '../../../core/doctors/doctor-profile.ts';
import { feeSplit } from '../../../core/doctors/fee-split.ts';
import { profilePercent } from '../../../core/doctors/profile-completion.ts';
import { draftError, formatErrors, profileErrors, type ProfileCheck } from '../../../core/doctors/profile-rules.ts';
import { mayMoveTo } from '../../../core/doctors/qc.ts';
import { indiaDay } from '../../../core/shared/india-time.ts';
import { badRequest, conflict, notFound } from '../http/api-error.ts';
import type { DoctorInput, DoctorSaveContext } from './doctor-save-context.ts';
import { mergeProfile, profileOfRow } from './doctor-profile.mapper.ts';
import { requireDoctor } from './doctor-store.ts';
import { mbPercentFor } from './mb-charge.ts';
import { requireOwnImages } from './doctor-images.ts';

/** The keys of onboardDoctor's item that are not profile fields. */
const NOT_PROFILE = new Set(['doctorId', 'doctorSlots', 'holidays', 'doctorSource', 'doctorIsActive']);

/** Whether an item changes the profile (and not only slots or holidays). */
export const hasProfileFields = (input: DoctorInput) => Object.keys(input).some((k) => !NOT_PROFILE.has(k));

/** The message of a save that would take a doctor back to Draft (spec 3 §4.2). */
export const BACK_TO_DRAFT = 'A doctor submitted to QC cannot be saved as a draft';

/** Refuses with the first error, named by its field, when there is one. */
function refuse(errors: Partial<Record<string, string>>): void {
  const first = Object.entries(errors)[0];
  if (first) throw badRequest(`${first[0]}: ${first[1]}`);
}

/**
 * Creates or updates a doctor's profile by the rules the form shows (core/doctors): a draft needs
 * the first name, provider, gender and speciality; Submit to QC (InProgress) needs every required
 * field; filled values must always have the right form; nothing goes back to Draft. The fee split
 * is recomputed from the provider's MBCharge, and the completion percent from the profile.
 */
export async function saveDoctorProfile(ctx: DoctorSaveContext, input: DoctorInput): Promise<number> {
  const existing = input.doctorId === undefined ? null : await requireDoctor(ctx.tx, ctx.providerIds, input.doctorId, true);
  const isMasterProvider = ctx.auth.providerIds.length > 1;
  const base = existing ? profileOfRow(existing) : emptyProfile(isMasterProvider ? null : ctx.auth.providerId);
  const profile = mergeProfile(base, input);
  if (profile.providerId !== null && !ctx.providerIds.includes(profile.providerId)) throw notFound('Provider not found');
  const from = (existing?.qc_status as QcStatus | undefined) ?? null;
  const to = input.doctorQCStatus ?? from ?? QcStatus.Draft;
  if (!mayMoveTo(from, to)) throw conflict(BACK_TO_DRAFT);
  const check: ProfileCheck = { isMasterProvider, today: indiaDay(ctx.deps.clock.now()) };
  refuse(formatErrors(profile, check));
  if (to === QcStatus.InProgress) refuse(profileErrors(profile, check));
  const draft = draftError(profile, check);
  if (draft) throw badRequest(draft);
  await requireOwnImages(ctx, profile, existing ? base : null);

  const providerId = profile.providerId!;
  const fee = profile.customerFee === '' ? 0 : Number(profile.customerFee);
  const split = feeSplit(fee, await mbPercentFor(ctx.tx, providerId));
  const modifiedBy = ctx.auth.userName;
  const values = [
    providerId, profile.prefix, profile.firstName.trim(), profile.lastName.trim(), profile.description, profile.gender,
    profile.practiceStartDate || null, profile.specialization, JSON.stringify(profile.qualifications), profile.languages,
    split.customerFee, split.providerFee, split.mbFee, profile.freeFollowup, profile.image, JSON.stringify(profile.mciIds),
    JSON.stringify(profile.governmentIds), JSON.stringify(profile.awards), to, profilePercent(profile), modifiedBy, ctx.deps.clock.now(),
  ];
  const columns = `provider_id = $1, prefix = $2, first_name = $3, last_name = $4, description = $5, gender = $6,
    practice_start_date = $7, specialization = $8, qualifications = $9::jsonb, languages = $10, customer_fee = $11,
    provider_fee = $12, mb_fee = $13, free_followup_days = $14, image_url = $15, mci_ids = $16::jsonb,
    government_ids = $17::jsonb, awards = $18::jsonb, qc_status = $19, profile_percent_complete = $20, modified_by = $21,
    modified_on = $22`;
  if (existing) {
    await ctx.tx.query(`UPDATE doctor SET ${columns}, version = version + 1 WHERE id = $23`, [...values, existing.id]);
    return existing.id;
  }
  const [row] = await ctx.tx.query<{ id: number }>(
    `INSERT INTO doctor (provider_id, prefix, first_name, last_name, description, gender, practice_start_date, specialization,
       qualifications, languages, customer_fee, provider_fee, mb_fee, free_followup_days, image_url, mci_ids, government_ids,
       awards, qc_status, profile_percent_complete, modified_by, modified_on, is_active, source, created_on)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, $13, $14, $15, $16::jsonb, $17::jsonb, $18::jsonb,
       $19, $20, $21, $22, false, 'ProviderCentral', $22) RETURNING id`,
    values,
  );
  return row!.id;
}
