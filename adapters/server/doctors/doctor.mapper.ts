import type { OkResponse } from '../http/contract-types.ts';
import type { DoctorRow } from './doctor-row.ts';

/** A doctor on the wire (spec 3 §3.2). */
export type WireDoctor = OkResponse<'getDoctorDetails'>['data']['doctors'][number];

/** The QC remarks by field, as the wire carries them. */
function remarksByField(remarks: DoctorRow['qc_remarks']): NonNullable<WireDoctor['doctorQCRemarks']> {
  return Object.fromEntries(remarks.map((r) => [r.field, { status: r.status as 'Failed', remark: r.remark }]));
}

/**
 * A stored doctor in the wire's shape. `imageUrl` turns a stored file identifier into a link the
 * browser can load; `withSchedule` adds slots and holidays (the details call; the list leaves them out).
 */
export function toWireDoctor(row: DoctorRow, imageUrl: (stored: string) => string | null, withSchedule: boolean): WireDoctor {
  const fee = Number(row.customer_fee);
  return {
    doctorId: row.id,
    doctorprefix: row.prefix as WireDoctor['doctorprefix'],
    doctorFirstName: row.first_name,
    doctorLastName: row.last_name,
    doctorDescription: row.description,
    gender: row.gender as WireDoctor['gender'],
    doctorIsActive: row.is_active,
    doctorQCStatus: row.qc_status as WireDoctor['doctorQCStatus'],
    doctorQCRemarks: remarksByField(row.qc_remarks),
    doctorPracticeStartDate: row.practice_start_date,
    doctorQualification: row.qualifications,
    doctorSpecialization: row.specialization || null,
    providerName: row.provider_name,
    providerId: row.provider_id,
    providerCity: row.provider_city || null,
    providerLocation: row.provider_parent_id === null ? null : row.provider_name,
    priceDetails: fee > 0 ? { customerFee: fee, providerFee: Number(row.provider_fee), mbFee: Number(row.mb_fee) } : null,
    freeFollowup: row.free_followup_days,
    doctorLanguages: row.languages,
    doctorAwards: row.awards as WireDoctor['doctorAwards'],
    doctorImageUrl: row.image_url ? imageUrl(row.image_url) : null,
    profilePercentComplete: row.profile_percent_complete,
    mciIds: row.mci_ids as WireDoctor['mciIds'],
    // An ID that is not Other has no name of its own: stored as '' by older saves, sent as null.
    governmentIds: row.government_ids.map((g) => ({ ...g, other: g.other ? g.other : null })) as WireDoctor['governmentIds'],
    doctorSlots: withSchedule ? (row.slots as WireDoctor['doctorSlots']) : [],
    holidays: withSchedule ? (row.holidays as WireDoctor['holidays']) : [],
    doctorSource: row.source,
    doctorModifiedOn: new Date(row.modified_on).toISOString(),
    doctorModifiedBy: row.modified_by,
  };
}
