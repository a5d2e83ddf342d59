import { operation } from '../http/operation.ts';
import { badRequest, conflict, notFound } from '../http/api-error.ts';
import { LAB_ROLES } from '../../../core/session/roles.ts';
import { holdCapRefusal, holdExpiry, holdSecondsLeft } from '../../../core/consults/slot-hold.ts';
import { parseSlotStamp } from '../../../core/consults/slot-stamp.ts';
import { consultToActOn } from './consult-access.ts';
import { isDoctorChoiceFor } from './doctor-choice.ts';
import { lockSlotDoctor, lockUserHolds, placeRefusal, putHold, releaseHolds } from './slot-store.ts';

/** Refused inside the transaction, so a refused hold leaves the caller's earlier hold as it was. */
class HoldRefused extends Error {}

/**
 * POST medibuddyCentral/holdSlot: one place of the slot for the caller and this consult for a few
 * minutes, decided under the doctor's row lock (the same one booking takes), so when many ask for
 * the last place at once exactly one gets it and the rest hear it was just taken (409). A user
 * holds at most MAX_HOLDS_PER_USER slots at once (409 beyond it), counted under a lock of the
 * user's holds taken before the doctor's (booking takes only the doctor's, so no cycle).
 */
export const holdSlotOp = operation('holdSlot', {
  access: { roles: LAB_ROLES },
  async handle({ body, auth, deps }) {
    const consult = await consultToActOn(deps.db, auth, body.requestId);
    const at = parseSlotStamp(body.slotStartDateTime);
    if (!at) throw badRequest('body/slotStartDateTime is not a date and time');
    if (body.doctorId !== consult.doctor_id && !(await isDoctorChoiceFor(deps.db, consult, body.doctorId))) {
      throw notFound(`Doctor ${body.doctorId} cannot take this consult`);
    }
    const now = deps.clock.now();
    const expiresOn = holdExpiry(now);
    try {
      await deps.db.transaction(async (tx) => {
        const tooMany = holdCapRefusal(await lockUserHolds(tx, auth.userId, now), consult.id, now);
        if (tooMany) throw new HoldRefused(tooMany);
        const doctor = await lockSlotDoctor(tx, body.doctorId);
        if (!doctor) throw new HoldRefused(`Doctor ${body.doctorId} was not found`);
        const refusal = await placeRefusal(tx, doctor, at, auth.userId, consult.id, now);
        if (refusal) throw new HoldRefused(refusal);
        await putHold(tx, { requestId: consult.id, userId: auth.userId, doctorId: doctor.id, slotStart: at, expiresOn });
      });
    } catch (error) {
      if (error instanceof HoldRefused) throw conflict(error.message);
      throw error;
    }
    return { success: true, heldUntil: expiresOn.toISOString(), secondsLeft: holdSecondsLeft(expiresOn, now) };
  },
});

/** POST medibuddyCentral/releaseSlot: the caller's hold for the consult is given back. */
export const releaseSlotOp = operation('releaseSlot', {
  access: { roles: LAB_ROLES },
  async handle({ body, auth, deps }) {
    const consult = await consultToActOn(deps.db, auth, body.requestId);
    await releaseHolds(deps.db, consult.id, auth.userId);
    return { success: true };
  },
});
