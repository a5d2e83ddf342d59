import { labStatusText } from './display-status.ts';
import { isLabAction, LAB_ACTION_LABEL, type LabAction } from './lab-actions.ts';
import { nextStatus } from './lab-workflow.ts';
import { bulkItemRefusal, nextActions } from './row-actions.ts';
import { isStatusId, type StatusId } from './status-catalogue.ts';
import { UPLOAD_RULES, type UploadContext, type UploadRules } from './upload-action.ts';

/** Whether an action may be applied to a request: the status it leads to, or why not. */
export type LabActionJudgement = { readonly action: LabAction; readonly to: StatusId } | { readonly refusal: string };

const statusText = (statusId: number) => (isStatusId(statusId) ? labStatusText(statusId) : `status ${statusId}`);

/**
 * The workflow's word on one item of updateRequests: the action must be one the request offers
 * (its nextActions, so the upload rule applies), lead somewhere in the table, and, in a bulk of
 * several, be one that may be done together. The server applies it; the scenarios ask it too.
 */
export function judgeLabAction(requestId: number, ctx: UploadContext, action: string, itemCount: number, rules: UploadRules = UPLOAD_RULES): LabActionJudgement {
  if (!isLabAction(action)) return { refusal: `${action} is not an action of lab requests` };
  const offered = nextActions(ctx, rules).map((n) => n.action);
  const to = nextStatus(ctx.statusId, action);
  if (!offered.includes(action) || to === undefined) {
    return { refusal: `Request ${requestId} is '${statusText(ctx.statusId)}': ${LAB_ACTION_LABEL[action]} is not possible` };
  }
  const bulk = bulkItemRefusal(action, ctx.statusId, itemCount);
  return bulk ? { refusal: bulk } : { action, to };
}
