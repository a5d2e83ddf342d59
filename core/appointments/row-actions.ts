import { LabTab } from './tabs.ts';
import { StatusId } from './status-catalogue.ts';
import { LAB_ACTION_LABEL, LabAction, ROW_BUTTON_LABEL, RowButton, rowButtonFor } from './lab-actions.ts';
import { statusActions } from './lab-workflow.ts';
import { canPartialUpload, uploadSubmitAction, type UploadContext, type UploadRules, UPLOAD_RULES } from './upload-action.ts';

/** One entry of a row's nextActions, as the wire carries it. */
export interface NextAction {
  readonly action: LabAction;
  readonly label: string;
}

/**
 * The actions a request offers (its nextActions): the workflow table's actions for its status,
 * with the upload actions narrowed to the one its contract allows (upload-action.ts) and Partial
 * Upload only where the spec allows it. The server sends these and refuses any other action.
 */
export function nextActions(ctx: UploadContext, rules: UploadRules = UPLOAD_RULES): NextAction[] {
  const finishing = uploadSubmitAction(ctx, rules);
  return statusActions(ctx.statusId)
    .filter((action) => {
      if (action === LabAction.Submit || action === LabAction.ReportApprovalPendingByBranch) return action === finishing;
      if (action === LabAction.PartialReportUploaded) return canPartialUpload(ctx);
      return true;
    })
    .map((action) => ({ action, label: LAB_ACTION_LABEL[action] }));
}

const UPLOADS: readonly LabAction[] = [LabAction.Submit, LabAction.ReportApprovalPendingByBranch, LabAction.PartialReportUploaded];

/**
 * The actions each tab applies (spec 1 §4): New confirms or rejects, Confirmed records attendance,
 * the two document tabs upload. Not Attended also records attendance, so a late visit can be
 * marked attended there. The other tabs, and All Appointments, are read-only.
 */
export const TAB_ACTIONS: Readonly<Record<LabTab, readonly LabAction[]>> = {
  NEW_APPOINTMENTS: [LabAction.Confirm, LabAction.RejectedByProvider],
  CONFIRMED_APPOINTMENTS: [LabAction.Attended, LabAction.NotAttended],
  DOCUMENT_PENDING: UPLOADS,
  PARTIAL_DOCUMENTS_SUBMITTED: UPLOADS,
  DOCUMENTS_SUBMITTED: [],
  SETTLED: [],
  CANCELLED: [],
  REJECTED: [],
  NOT_ATTENDED: [LabAction.Attended, LabAction.NotAttended],
  ALL_APPOINTMENTS: [],
};

/** A row as the action rules read it: its status and the nextActions the server sent. */
export interface ActionableRow {
  readonly statusId: number;
  readonly nextActions: readonly { readonly action: string }[];
}

/**
 * The actions offered on a row of a tab: the row's nextActions intersected with the tab's actions
 * (spec 1 §4). Mark Not Attended appears only for status 40 on Confirmed and Not Attended, which
 * the table and TAB_ACTIONS together guarantee; the explicit check keeps it true whatever a server sends.
 */
export function rowActions(tab: LabTab, row: ActionableRow): LabAction[] {
  const allowed = TAB_ACTIONS[tab];
  return row.nextActions
    .map((n) => n.action)
    .filter((a): a is LabAction => (allowed as readonly string[]).includes(a))
    .filter((a) => a !== LabAction.NotAttended || row.statusId === StatusId.CustomerAwaitedAtDc);
}

/** The buttons of a row, once each and labelled: every upload action opens one document dialog. */
export function rowButtons(tab: LabTab, row: ActionableRow): { button: RowButton; label: string }[] {
  const buttons = [...new Set(rowActions(tab, row).map(rowButtonFor))];
  return buttons.map((button) => ({ button, label: ROW_BUTTON_LABEL[button] }));
}

/** What the document dialog offers a row: the action its Submit sends, and whether Partial Upload shows. */
export function documentDialogActions(row: ActionableRow): { submit?: LabAction; partial: boolean } {
  const actions = row.nextActions.map((n) => n.action);
  const submit = [LabAction.Submit, LabAction.ReportApprovalPendingByBranch].find((a) => actions.includes(a));
  return { submit, partial: actions.includes(LabAction.PartialReportUploaded) };
}

/** The bulk actions of each tab: confirm or reject many new requests, attend many awaited customers. */
export const BULK_ACTIONS: Readonly<Partial<Record<LabTab, readonly LabAction[]>>> = {
  NEW_APPOINTMENTS: [LabAction.Confirm, LabAction.RejectedByProvider],
  CONFIRMED_APPOINTMENTS: [LabAction.Attended],
};

/** Bulk buttons are enabled only when more than one row is selected (spec 1 §4). */
export function bulkEnabled(selectedCount: number): boolean {
  return selectedCount > 1;
}

/**
 * Whether a row can take part in a bulk action: it must offer the action on the tab, and only
 * customers awaited at the centre (status 40) can be bulk-attended (spec 1 §4). The server
 * applies the same rule to any updateRequests call with more than one item.
 */
export function bulkEligible(tab: LabTab, action: LabAction, row: ActionableRow): boolean {
  if (!(BULK_ACTIONS[tab] ?? []).includes(action)) return false;
  if (action === LabAction.Attended && row.statusId !== StatusId.CustomerAwaitedAtDc) return false;
  return rowActions(tab, row).includes(action);
}

/** The server-side half of the bulk rule: an Attended item in a bulk must be in status 40. */
export function bulkItemRefusal(action: LabAction, statusId: number, itemCount: number): string | undefined {
  if (itemCount > 1 && action === LabAction.Attended && statusId !== StatusId.CustomerAwaitedAtDc) {
    return 'Only requests in status 40 (Customer awaited at DC) can be bulk-attended';
  }
  return undefined;
}
