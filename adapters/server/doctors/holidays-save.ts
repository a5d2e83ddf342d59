import { badRequest } from '../http/api-error.ts';
import { applyHolidayChanges, type Holiday, type HolidayChange } from '../../../core/doctors/holiday-list.ts';
import { indiaDay } from '../../../core/shared/india-time.ts';
import type { DoctorInput, DoctorSaveContext } from './doctor-save-context.ts';
import { requireDoctor } from './doctor-store.ts';

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
 * Saves a doctor's holidays (onboardDoctor with doctorId and holidays, sent as ranges) in the
 * call's transaction, stored one day an item in the spec's shape; new days get ids. A doctor
 * outside the caller's providers is not found.
 */
export async function saveDoctorHolidays(ctx: DoctorSaveContext, doctorId: number, input: DoctorInput): Promise<void> {
  const doctor = await requireDoctor(ctx.tx, ctx.providerIds, doctorId, true);
  const stored = doctor.holidays as unknown as Holiday[];
  const by = ctx.auth.userName;
  const now = ctx.deps.clock.now();
  const days = proposedHolidays(stored, input.holidays ?? [], now, by);
  let nextId = Math.max(0, ...stored.map((h) => h.id ?? 0));
  const saved = days.map((h) => ({ id: h.id ?? ++nextId, date: h.date, isActive: h.isActive !== false, updatedBy: h.updatedBy ?? by }));
  await ctx.tx.query('UPDATE doctor SET holidays = $2, modified_on = $3, modified_by = $4, version = version + 1 WHERE id = $1', [doctorId, JSON.stringify(saved), now, by]);
}
