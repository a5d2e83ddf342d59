import { operation } from '../http/operation.ts';
import { LAB_ROLES } from '../../../core/session/roles.ts';
import { pieceHolding } from '../../../core/consults/slot-calendar.ts';
import { placesLeftFor } from '../../../core/consults/slot-hold.ts';
import { consultToActOn } from './consult-access.ts';
import { doctorChoices } from './doctor-choice.ts';
import { bookingsBetween, holdsBetween, loadSlotDoctor } from './slot-store.ts';

/**
 * GET consults/doctor/available-for-reschedule: the doctors the consult can move to (doctor-choice.ts)
 * who are free at its time: they work then and the slot holding that time has a place left.
 */
export const availableDoctorsOp = operation('doctorsAvailableForReschedule', {
  access: { roles: LAB_ROLES },
  async handle({ query, auth, deps }) {
    const consult = await consultToActOn(deps.db, auth, query.requestId);
    const now = deps.clock.now();
    const free = [];
    for (const choice of await doctorChoices(deps.db, consult, query.allowPriceChange ?? false)) {
      const doctor = (await loadSlotDoctor(deps.db, choice.id))!;
      const piece = pieceHolding(doctor, consult.fulfillment_date);
      if (!piece) continue;
      const booked = (await bookingsBetween(deps.db, doctor.id, piece.start, piece.end, consult.id)).length;
      const holds = (await holdsBetween(deps.db, doctor.id, piece.start, piece.end, now)).get(piece.start.getTime()) ?? [];
      if (placesLeftFor({ capacity: piece.capacity, booked, holds }, -1, now) > 0) free.push({ doctorId: choice.id, doctorName: choice.name });
    }
    return { success: true, data: free };
  },
});
