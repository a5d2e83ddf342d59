import type { DoctorProfile } from '../../../core/doctors/doctor-profile.ts';
import type { DoctorInput } from './doctor-save-context.ts';
import type { DoctorRow } from './doctor-row.ts';
import { storedImageOf } from './doctor-image-link.ts';

/** The profile a stored doctor has, in core's shape. */
export function profileOfRow(row: DoctorRow): DoctorProfile {
  return {
    providerId: row.provider_id,
    prefix: row.prefix,
    firstName: row.first_name,
    lastName: row.last_name,
    description: row.description,
    gender: row.gender,
    practiceStartDate: row.practice_start_date ?? '',
    specialization: row.specialization,
    qualifications: row.qualifications,
    languages: row.languages,
    customerFee: Number(row.customer_fee) > 0 ? String(Number(row.customer_fee)) : '',
    freeFollowup: row.free_followup_days,
    image: row.image_url,
    mciIds: row.mci_ids as unknown as DoctorProfile['mciIds'],
    governmentIds: row.government_ids as unknown as DoctorProfile['governmentIds'],
    awards: row.awards as unknown as DoctorProfile['awards'],
  };
}

/** The profile after a save: what was stored, with every field the input sends replaced. */
export function mergeProfile(base: DoctorProfile, input: DoctorInput): DoctorProfile {
  return {
    providerId: input.providerId ?? base.providerId,
    prefix: input.doctorprefix ?? base.prefix,
    firstName: input.doctorFirstName ?? base.firstName,
    lastName: input.doctorLastName ?? base.lastName,
    description: input.doctorDescription ?? base.description,
    gender: input.gender ?? base.gender,
    practiceStartDate: input.doctorPracticeStartDate ?? base.practiceStartDate,
    specialization: input.doctorSpecialization ?? base.specialization,
    qualifications: input.doctorQualification ?? base.qualifications,
    languages: input.doctorLanguages ?? base.languages,
    customerFee: input.priceDetails ? String(input.priceDetails.customerFee) : base.customerFee,
    freeFollowup: input.freeFollowup ?? base.freeFollowup,
    image: input.doctorImageUrl === undefined ? base.image : storedImageOf(input.doctorImageUrl ?? ''),
    mciIds: input.mciIds ? mergeItems(base.mciIds, input.mciIds) : base.mciIds,
    governmentIds: input.governmentIds ? mergeItems(base.governmentIds, input.governmentIds) : base.governmentIds,
    awards: input.doctorAwards ? mergeItems(base.awards, input.doctorAwards) : base.awards,
  };
}

/**
 * A list after a save: items sent with an id replace the stored one, items without an id are
 * added, stored items not sent stay (removal is isActive false, spec 3 §4.2). Ids of new items are
 * the next above the list's highest.
 */
export function mergeItems<T extends { id?: number | null }>(stored: readonly T[], sent: readonly T[]): T[] {
  const result = stored.map((s) => sent.find((n) => n.id != null && n.id === s.id) ?? s);
  let nextId = Math.max(0, ...result.map((s) => s.id ?? 0));
  for (const item of sent) if (item.id == null || !stored.some((s) => s.id === item.id)) result.push({ ...item, id: item.id ?? ++nextId, isActive: (item as { isActive?: boolean }).isActive ?? true });
  return result;
}
