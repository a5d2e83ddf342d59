import { operation } from '../http/operation.ts';
import { badRequest, notFound } from '../http/api-error.ts';
import { LAB_ROLES } from '../../../core/session/roles.ts';
import { slotCalendar } from '../../../core/consults/slot-calendar.ts';
import { addDays, indiaDay, startOfIndiaDay } from '../../../core/shared/india-time.ts';
import { consultToActOn } from './consult-access.ts';
import { bookingsBetween, holdsBetween, loadSlotDoctor } from './slot-store.ts';

/**
 * POST medibuddyCentral/getWAPIProvidersCalendar: noOfDays of the doctor's slots from today (India
 * time), derived in core from the weekly slots, holidays, booked consults and live holds. The
 * contract's providerIds name the clinic; doctorId names the doctor (the consult's own for
 * Reschedule, the chosen one for Change Doctor), who must work for that clinic.
 */
export const calendarOp = operation('getWapiProvidersCalendar', {
  access: { roles: LAB_ROLES },
  async handle({ body, auth, deps }) {
    if (body.requestIds.length !== 1) throw badRequest('body/requestIds must name the one request being moved');
    const consult = await consultToActOn(deps.db, auth, body.requestIds[0]);
    if (!body.providerIds.includes(consult.provider_id)) throw badRequest(`body/providerIds must include the request's provider ${consult.provider_id}`);
    const doctor = await loadSlotDoctor(deps.db, body.doctorId);
    if (!doctor || doctor.provider_id !== consult.provider_id) throw notFound(`Doctor ${body.doctorId} was not found`);
    const now = deps.clock.now();
    const from = startOfIndiaDay(indiaDay(now));
    const to = startOfIndiaDay(addDays(indiaDay(now), body.noOfDays ?? 14));
    const [bookings, holds] = await Promise.all([
      bookingsBetween(deps.db, doctor.id, from, to, consult.id),
      holdsBetween(deps.db, doctor.id, from, to, now),
    ]);
    // The caller's hold for another consult is not theirs to use for this one.
    const forThisConsult = new Map([...holds].map(([at, list]) => [at, list.map((h) => (h.requestId === consult.id ? h : { ...h, userId: -1 }))]));
    const days = slotCalendar(doctor, bookings, forThisConsult, auth.userId, now, body.noOfDays ?? 14);
    return {
      isSuccess: true,
      providerSlots: [{
        providerId: consult.provider_id,
        daySlots: days.map((d) => ({
          dateString: d.dateString,
          noSlotReason: d.noSlotReason,
          workingDaySlots: {
            dayOfWeek: d.dayOfWeek,
            slots: d.slots.map((s) => ({
              slotStartDateTime: s.slotStartDateTime,
              slotEndDateTime: s.slotEndDateTime,
              slotDistributionForDate: s.slotDistributionForDate,
              slotDistributionForInterval: s.slotDistributionForInterval,
              capacity: s.capacity,
              placesLeft: s.placesLeft,
              heldByYou: s.heldByYou,
            })),
          },
        })),
      }],
    };
  },
});
