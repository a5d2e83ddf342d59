import type { components } from '../../openapi/generated/provider.ts';
import type { QcStatus } from '../../core/doctors/doctor-catalogue.ts';
import type { DoctorProfile } from '../../core/doctors/doctor-profile.ts';
import type { DoctorRecord, DoctorSave } from '../../core/doctors/doctors.port.ts';

type WireDoctor = components['schemas']['Doctor'];
type WireInput = components['schemas']['DoctorInput'];

/** A doctor of the wire in core's shape. */
export function toDoctorRecord(d: WireDoctor): DoctorRecord {
  const fee = d.priceDetails?.customerFee ?? null;
  const profile: DoctorProfile = {
    providerId: d.providerId,
    prefix: d.doctorprefix,
    firstName: d.doctorFirstName,
    lastName: d.doctorLastName ?? '',
    description: d.doctorDescription ?? '',
    gender: d.gender ?? '',
    practiceStartDate: d.doctorPracticeStartDate ?? '',
    specialization: d.doctorSpecialization ?? '',
    qualifications: d.doctorQualification ?? [],
    languages: d.doctorLanguages ?? [],
    customerFee: fee === null ? '' : String(fee),
    freeFollowup: d.freeFollowup ?? null,
    image: d.doctorImageUrl ?? '',
    mciIds: (d.mciIds ?? []).map((m) => ({ ...m, uploadedImages: m.uploadedImages ?? [] })),
    governmentIds: (d.governmentIds ?? []).map((g) => ({ ...g, uploadedImages: g.uploadedImages ?? [] })),
    awards: (d.doctorAwards ?? []).map((a) => ({ ...a, uploadedImages: a.uploadedImages ?? [] })),
  };
  return {
    doctorId: d.doctorId,
    profile,
    imageUrl: d.doctorImageUrl ?? null,
    isActive: d.doctorIsActive,
    qcStatus: d.doctorQCStatus as QcStatus,
    qcRemarks: Object.entries(d.doctorQCRemarks ?? {}).map(([field, r]) => ({ field, status: r.status, remark: r.remark ?? null })),
    percentComplete: d.profilePercentComplete,
    providerName: d.providerName ?? '',
    providerCity: d.providerCity ?? null,
    providerLocation: d.providerLocation ?? null,
    customerFee: fee,
    modifiedOn: d.doctorModifiedOn ?? null,
    modifiedBy: d.doctorModifiedBy ?? null,
  };
}

const cleanItem = <T extends { id?: number | null; uploadedImages?: readonly string[]; isActive?: boolean }>(item: T) => ({ ...item, uploadedImages: [...(item.uploadedImages ?? [])], isActive: item.isActive ?? true });

/** A profile save on the wire: every field of the form, the price as a whole number of rupees. */
export function toDoctorInput(save: DoctorSave): WireInput {
  const p = save.profile;
  return {
    ...(save.doctorId === null ? {} : { doctorId: save.doctorId }),
    doctorprefix: p.prefix as WireInput['doctorprefix'],
    doctorFirstName: p.firstName,
    doctorLastName: p.lastName,
    doctorDescription: p.description,
    ...(p.gender ? { gender: p.gender as NonNullable<WireInput['gender']> } : {}),
    doctorIsActive: false,
    doctorQCStatus: save.qcStatus as 'Draft' | 'InProgress',
    ...(p.practiceStartDate ? { doctorPracticeStartDate: p.practiceStartDate } : {}),
    doctorQualification: [...p.qualifications],
    ...(p.specialization ? { doctorSpecialization: p.specialization } : {}),
    ...(p.providerId === null ? {} : { providerId: p.providerId }),
    ...(p.customerFee ? { priceDetails: { customerFee: Number(p.customerFee) } } : {}),
    ...(p.freeFollowup === null ? {} : { freeFollowup: p.freeFollowup as NonNullable<WireInput['freeFollowup']> }),
    doctorLanguages: [...p.languages] as WireInput['doctorLanguages'],
    doctorImageUrl: p.image || null,
    mciIds: p.mciIds.map((m) => ({ ...cleanItem(m), idType: 'license' as const })),
    governmentIds: p.governmentIds.map((g) => ({ ...cleanItem(g), idType: 'identity' as const, idName: g.idName as 'Other', other: g.idName === 'Other' ? (g.other ?? '') : null })),
    doctorAwards: p.awards.map(cleanItem),
    doctorSource: 'ProviderCentral',
  };
}
