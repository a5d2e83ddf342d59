import { operation } from '../http/operation.ts';
import { scopeProviders } from '../http/access.ts';
import { DoctorAccess } from './doctor-access.ts';
import { consultsHitByChange, impactHeadline } from '../../../core/doctors/impact-rule.ts';
import { isFreeAt, nextFreeSlot, type DoctorCalendar } from '../../../core/doctors/impact-calendar.ts';
import { asBooked, bookedConsults, calendarOf, colleaguesOf, requireCalendarDoctor } from './impact-store.ts';
import { proposedSlots, type WireSlot } from './slots-save.ts';
import { proposedHolidays } from './holidays-save.ts';

/**
 * POST provider/doctorScheduleImpact: the booked consults a proposed schedule would hit, each with
 * the clinic's doctors free at its time and the doctor's next free slot after it under the new
 * schedule. Writes nothing; the proposal is checked by the same rules as the save (400).
 */
export const doctorScheduleImpactOp = operation('doctorScheduleImpact', {
  access: DoctorAccess.write,
  async handle({ body, auth, deps }) {
    const providerIds = scopeProviders(auth, body.providerIds);
    const doctor = await requireCalendarDoctor(deps.db, body.doctorId, providerIds);
    const now = deps.clock.now();
    const before = calendarOf(doctor);
    const after: DoctorCalendar = {
      slots: body.doctorSlots ? proposedSlots(doctor.slots as WireSlot[], body.doctorSlots) : before.slots,
      holidays: body.holidays ? proposedHolidays(doctor.holidays, body.holidays, now, auth.userName) : before.holidays,
    };
    const own = await bookedConsults(deps.db, [doctor.id], now);
    const hit = consultsHitByChange(own.map(asBooked), before, after, now);
    const colleagues = hit.length > 0 ? await colleaguesOf(deps.db, doctor) : [];
    const theirs = await bookedConsults(deps.db, colleagues.map((c) => c.id), now);
    // Slots offered to earlier consults of this list count as taken, so two are never offered one slot.
    const taken = own.map((c) => c.fulfillment_date);
    const rows = new Map(own.map((c) => [c.id, c]));
    const appointments = hit.map((consult) => {
      const next = nextFreeSlot(after, taken, consult.at);
      if (next) taken.push(next);
      const free = colleagues.filter((c) => isFreeAt(calendarOf(c), theirs.filter((t) => t.doctor_id === c.id).map((t) => t.fulfillment_date), consult.at));
      return {
        requestId: consult.requestId,
        patientName: rows.get(consult.requestId)!.patient_name,
        appointmentDate: consult.at.toISOString(),
        statusId: consult.statusId,
        reassignTo: free.map((c) => ({ doctorId: c.id, doctorName: c.name })),
        nextFreeSlot: next?.toISOString() ?? null,
      };
    });
    return { success: true, data: { message: impactHeadline(appointments.length), appointments } };
  },
});
