import type { components } from '../../../openapi/generated/medibuddyCentral.ts';
import { OfflineAction } from '../../../core/consults/offline-actions.ts';
import { judgeOfflineItem } from '../../../core/consults/offline-action-rule.ts';
import type { Db } from '../store/db.ts';
import { FileTakenError, writeStatusChange } from '../lab-desk/lab-action.store.ts';
import { attachableFiles } from '../lab-desk/attachments.ts';
import type { Actor, ItemOutcome } from '../lab-desk/lab-action.ts';
import { consultState } from './offline-row.mapper.ts';
import { loadConsult, moveConsult } from './consult.store.ts';
import { lockSlotDoctor, placeRefusal, releaseHolds } from './slot-store.ts';
import { isDoctorChoiceFor } from './doctor-choice.ts';

type RequestUpdate = components['schemas']['RequestUpdate'];

const refuse = (error: string, statusId: number | null = null): ItemOutcome => ({ ok: false, statusId, error });

/** The place could not be booked; thrown inside the transaction so nothing of the item stays. */
class PlaceRefused extends Error {}

/**
 * Applies one offline updateRequests item as core's rule judges it (offline-action-rule.ts), or
 * refuses it with a reason a person can act on. Reschedule and Change Doctor book the chosen slot in the same
 * transaction as the status change, after locking the doctor's row, so the slot's capacity holds
 * however many people save at once; the user's hold on it is given back as it is booked.
 */
export async function applyOfflineAction(
  db: Db,
  actor: Actor,
  item: RequestUpdate,
  itemCount: number,
  now: Date,
  alsoWrite?: (tx: Db, applied: { target: NonNullable<Awaited<ReturnType<typeof loadConsult>>>; statusId: number }) => Promise<void>,
): Promise<ItemOutcome> {
  const target = await loadConsult(db, item.requestId);
  if (!target || !actor.providerIds.includes(target.provider_id)) return refuse(`Request ${item.requestId} was not found`);
  const current = target.status_id;
  const reports = item.attachFiles?.reports ?? {};
  const judged = judgeOfflineItem(item.requestId, { ...consultState(target), doctorId: target.doctor_id }, {
    ...item,
    reportCount: Object.keys(reports).length,
    billCount: Object.keys(item.attachFiles?.bills ?? {}).length,
  }, itemCount, now);
  if ('refusal' in judged) return refuse(judged.refusal, current);
  const { action, to, move } = judged;
  if (action === OfflineAction.ChangeDoctor && !(await isDoctorChoiceFor(db, target, move!.doctorId))) {
    return refuse('That doctor cannot take this consult; choose one from the list', current);
  }

  const attachable = await attachableFiles(db, actor.providerIds, target.id, { reports });
  if ('refusal' in attachable) return refuse(attachable.refusal, current);
  const { attachments } = attachable;

  try {
    const written = await writeStatusChange(db, {
      requestId: target.id,
      fromStatus: current,
      fromVersion: target.version,
      toStatus: to,
      at: now,
      actorUserId: actor.userId,
      actorName: actor.name,
      remarks: (item.remarks ?? '').trim(),
      feedback: item.userFeedback ?? null,
      attachments,
    }, async (tx) => {
      if (move) {
        const doctor = await lockSlotDoctor(tx, move.doctorId);
        const refusal = doctor ? await placeRefusal(tx, doctor, move.at, actor.userId, target.id, now) : 'The doctor was not found';
        if (refusal) throw new PlaceRefused(refusal);
        await moveConsult(tx, target.id, move);
        await releaseHolds(tx, target.id);
      }
      await alsoWrite?.(tx, { target, statusId: to });
    });
    if (written === 'moved-on') {
      return refuse(`Request ${item.requestId} was changed by someone else meanwhile; refresh the list and try again`, null);
    }
  } catch (error) {
    if (error instanceof FileTakenError || error instanceof PlaceRefused) return refuse(error.message, current);
    throw error;
  }
  return { ok: true, statusId: to, target };
}
