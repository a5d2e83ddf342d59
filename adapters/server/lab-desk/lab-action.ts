import { isHomeVisit } from '../../../core/appointments/visit-type.ts';
import type { components } from '../../../openapi/generated/medibuddyCentral.ts';
import { judgeLabAction } from '../../../core/appointments/lab-action-rule.ts';
import { actionInputProblem } from '../../../core/appointments/action-input.ts';
import type { Db } from '../store/db.ts';
import { FileTakenError, loadTarget, writeStatusChange, type ActionTarget } from './lab-action.store.ts';
import { attachableFiles } from './attachments.ts';
import { workflowContext } from './request-row.mapper.ts';

type RequestUpdate = components['schemas']['RequestUpdate'];

/** Who acts, and what they may touch. */
export interface Actor {
  userId: number;
  name: string;
  providerIds: number[];
}

/** The outcome of one item: applied (with the request, for the notification) or refused with a reason. */
export type ItemOutcome =
  | { ok: true; statusId: number; target: ActionTarget }
  | { ok: false; statusId: number | null; error: string };

const refuse = (error: string, statusId: number | null = null): ItemOutcome => ({ ok: false, statusId, error });

/**
 * Applies one updateRequests item exactly as the core workflow table says, or refuses it with a
 * reason a person can act on. Nothing is written unless every check passed, and then the status,
 * the history row, the file links and whatever `alsoWrite` adds are written together.
 */
export async function applyLabAction(
  db: Db,
  actor: Actor,
  item: RequestUpdate,
  itemCount: number,
  now: Date,
  alsoWrite?: (tx: Db, applied: { target: ActionTarget; statusId: number }) => Promise<void>,
): Promise<ItemOutcome> {
  const target = await loadTarget(db, item.requestId);
  // A request of another provider reads as unknown, so ids cannot be probed.
  if (!target || target.service !== 'LABS' || !actor.providerIds.includes(target.provider_id)) {
    return refuse(`Request ${item.requestId} was not found`);
  }
  const current = target.status_id;
  const judged = judgeLabAction(item.requestId, workflowContext(target), item.action, itemCount);
  if ('refusal' in judged) return refuse(judged.refusal, current);
  const { action, to } = judged;

  const reports = item.attachFiles?.reports ?? {};
  const bills = item.attachFiles?.bills ?? {};
  const problem = actionInputProblem({
    action,
    remarks: item.remarks,
    reportCount: Object.keys(reports).length,
    isHomeVisit: isHomeVisit(target.visit_type),
  });
  if (problem) return refuse(problem, current);
  if (item.userFeedback && item.action !== 'Attended') return refuse('Feedback is only recorded when marking attended', current);

  const attachable = await attachableFiles(db, actor.providerIds, target.id, { reports, bills });
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
    }, alsoWrite && ((tx) => alsoWrite(tx, { target, statusId: to })));
    if (written === 'moved-on') {
      return refuse(`Request ${item.requestId} was changed by someone else meanwhile; refresh the list and try again`, null);
    }
  } catch (error) {
    if (error instanceof FileTakenError) return refuse(error.message, current);
    throw error;
  }
  return { ok: true, statusId: to, target };
}
