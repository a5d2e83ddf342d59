import type { Db } from '../store/db.ts';
import { badRequest, notFound } from '../http/api-error.ts';
import { applyHolidayChanges, type Holiday, type HolidayChange } from '../../../core/doctors/holiday-list.ts';
import { indiaDay } from '../../../core/shared/india-time.ts';
import { lockDoctor } from './impact-store.ts';

/**
 * The holidays a save would leave: the stored days with the sent changes applied, refused (400,
 * nothing written) by the same §5.4 rules the form shows, judged on India's today.
 */
export function proposedHolidays(stored: readonly Holiday[], sent: readonly HolidayChange[], now: Date, by: string): Holiday[] {
  const result = applyHolidayChanges(stored, sent, indiaDay(now), by);
  if (!result.ok) throw badRequest(result.error);
  return result.holidays;
}

/**
 * Saves a doctor's holidays (onboardDoctor with doctorId and holidays), stored one day an item in
 * the spec's shape; new days get ids. A doctor outside the caller's providers is not found.
 */
export async function saveDoctorHolidays(db: Db, doctorId: number, providerIds: readonly number[], sent: readonly HolidayChange[], by: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const doctor = await lockDoctor(tx, doctorId);
    if (!doctor || !providerIds.includes(doctor.provider_id)) throw notFound('Doctor not found');
    const days = proposedHolidays(doctor.holidays, sent, now, by);
    let nextId = Math.max(0, ...doctor.holidays.map((h) => h.id ?? 0));
    const saved = days.map((h) => ({ id: h.id ?? ++nextId, date: h.date, isActive: h.isActive !== false, updatedBy: h.updatedBy ?? by }));
    await tx.query('UPDATE doctor SET holidays = $2, modified_on = $3, modified_by = $4, version = version + 1 WHERE id = $1', [doctorId, JSON.stringify(saved), now, by]);
  });
}
