import { operation } from '../http/operation.ts';
import { scopeProviders } from '../http/access.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import { Feature } from '../../../core/session/features.ts';
import { saveDoctorSlots, type SlotInput } from './slots-save.ts';
import type { HolidayChange } from '../../../core/doctors/holiday-list.ts';
import { saveDoctorHolidays } from './holidays-save.ts';

/**
 * The calendar side of getDoctorDetails and onboardDoctor, until the doctor profile's own handlers
 * (the doctors area) take these operations over and call saveDoctorSlots / saveDoctorHolidays:
 * a doctor read with its slots and holidays, and saves of slots or holidays only. A profile save
 * answers 501 here.
 */
interface DoctorRow {
  id: number; provider_id: number; prefix: string; first_name: string; last_name: string; gender: string; is_active: boolean; qc_status: string;
  profile_percent_complete: number; specialization: string; provider_name: string; slots: object[]; holidays: object[]; modified_on: Date; modified_by: string;
}

export const getDoctorDetailsOp = operation('getDoctorDetails', {
  access: { feature: Feature.VIEW_OFFLINE },
  async handle({ body, auth, deps }) {
    const providerIds = scopeProviders(auth, body.providerIds);
    const [d] = await deps.db.query<DoctorRow>(
      `SELECT d.id, d.provider_id, d.prefix, d.first_name, d.last_name, d.gender, d.is_active, d.qc_status, d.profile_percent_complete, d.specialization,
              p.name AS provider_name, d.slots, d.holidays, d.modified_on, d.modified_by
         FROM doctor d JOIN provider p ON p.id = d.provider_id WHERE d.id = $1 AND d.provider_id = ANY($2::int[])`,
      [body.doctorId, providerIds],
    );
    if (!d) throw notFound('Doctor not found');
    return {
      success: true,
      data: {
        doctors: [
          {
            doctorId: d.id, doctorprefix: d.prefix as 'Dr', doctorFirstName: d.first_name, doctorLastName: d.last_name, gender: d.gender as 'male',
            doctorIsActive: d.is_active, doctorQCStatus: d.qc_status as 'Draft', providerId: d.provider_id, providerName: d.provider_name,
            doctorSpecialization: d.specialization, profilePercentComplete: d.profile_percent_complete,
            doctorSlots: d.slots as never[], holidays: d.holidays as never[], doctorModifiedOn: new Date(d.modified_on).toISOString(), doctorModifiedBy: d.modified_by,
          },
        ],
      },
    };
  },
});

export const onboardDoctorOp = operation('onboardDoctor', {
  access: { feature: Feature.UPDATE_DOCTOR },
  async handle({ body, auth, deps }) {
    const providerIds = scopeProviders(auth, body.providerIds);
    // The contract validated each item (DoctorInput's anyOf leaves its generated type open).
    const doctors = body.doctors as { doctorId?: number; doctorSlots?: SlotInput[]; holidays?: HolidayChange[] }[];
    for (const doctor of doctors) {
      // doctorSource is the contract's default, filled in by validation.
      const calendarOnly = doctor.doctorId !== undefined && Object.keys(doctor).every((k) => ['doctorId', 'doctorSlots', 'holidays', 'doctorSource'].includes(k));
      if (!calendarOnly) throw new ApiError(501, 'Saving a doctor profile is not available on this server yet');
    }
    for (const doctor of doctors) {
      if (doctor.doctorSlots) await saveDoctorSlots(deps.db, doctor.doctorId!, providerIds, doctor.doctorSlots, auth.userName, deps.clock.now());
      if (doctor.holidays) await saveDoctorHolidays(deps.db, doctor.doctorId!, providerIds, doctor.holidays, auth.userName, deps.clock.now());
    }
    return { success: true, error: null, data: { successEntries: doctors.map((d) => ({ doctorId: d.doctorId! })) } };
  },
});
