import { ALL_STATUS_IDS, StatusId, isStatusId } from './status-catalogue.ts';
import { LabTab, labTabForStatus } from './tabs.ts';
import { LabAction } from './lab-actions.ts';
import { isQcRejected, labStatusText, qcRejectedTag } from './display-status.ts';

/** What a lab action does from one status: the status the request moves to. */
export type Transitions = Readonly<Partial<Record<LabAction, StatusId>>>;

const S = StatusId;
const A = LabAction;

// Shared rows of the table, named for why they share them.
const AWAITING_CONFIRMATION: Transitions = { [A.Confirm]: S.ConfirmedByMedicalCenter, [A.RejectedByProvider]: S.RejectedByProvider };
const BOOKED: Transitions = { [A.Attended]: S.Attended };
const REPORTS_DUE: Transitions = {
  [A.Submit]: S.InfoSubmitted,
  [A.ReportApprovalPendingByBranch]: S.BranchApprovalPending,
  [A.PartialReportUploaded]: S.PartialReportUploaded,
};
// A QC rejection or a partial upload is finished by a full upload; a second partial is not offered.
const REPORTS_TO_COMPLETE: Transitions = { [A.Submit]: S.InfoSubmitted, [A.ReportApprovalPendingByBranch]: S.BranchApprovalPending };
const NONE: Transitions = {};

/**
 * THE lab workflow: for every status id, the actions a lab user may take and the status each
 * leads to. The spec leaves resulting statuses to the server (spec 1 §4); they are decided here,
 * once, and the server applies exactly this table (docs/decisions.md). Statuses
 * that ops, QC, underwriting, the insurer or the system move on offer the lab nothing.
 */
export const LAB_WORKFLOW: Readonly<Record<StatusId, Transitions>> = {
  [S.NewAppointmentRequest]: AWAITING_CONFIRMATION,
  // Ops rescheduled it, so the centre confirms the new slot again (it reads as a new request).
  [S.RescheduledByOps]: AWAITING_CONFIRMATION,
  [S.RoutedToProvider]: AWAITING_CONFIRMATION,
  // An e-sales WIP has no appointment yet: nothing to confirm.
  [S.Wip]: NONE,

  [S.ConfirmedByMedicalCenter]: BOOKED,
  [S.ConfirmedByOps]: BOOKED,
  [S.RescheduledByCentre]: BOOKED,
  [S.RescheduledByUser]: BOOKED,
  [S.RescheduledByOthers]: BOOKED,
  [S.SystemConfirmed]: BOOKED,
  [S.HomeSampleCollectionAwaited]: BOOKED,
  // Only a customer awaited at the centre can be marked not attended (spec 1 §4).
  [S.CustomerAwaitedAtDc]: { [A.Attended]: S.Attended, [A.NotAttended]: S.NotAttended },
  // A late visit is still recorded: the Not Attended tab offers Attended.
  [S.NotAttended]: BOOKED,
  [S.NotAttendedByOthers]: BOOKED,

  [S.Attended]: REPORTS_DUE,
  [S.HomeSampleCollected]: REPORTS_DUE,
  [S.ReportProcessPending]: REPORTS_DUE,
  [S.PartiallyAttended]: REPORTS_DUE,
  [S.InformationAwaited]: REPORTS_TO_COMPLETE,
  [S.PartialReportUploaded]: REPORTS_TO_COMPLETE,

  [S.InfoSubmitted]: NONE,
  [S.DigitizationPending]: NONE,
  [S.BranchApprovalPending]: NONE,
  [S.QcApproved]: NONE,
  [S.TuCompleted]: NONE,
  [S.TuScheduled]: NONE,
  [S.TuInfoAwaited]: NONE,
  [S.FitWithRecommendation]: NONE,
  [S.FitnessOnHold]: NONE,
  [S.TemporaryUnfit]: NONE,
  [S.NonWorkable]: NONE,
  [S.Workable]: NONE,
  [S.CancelledByMedicalCenter]: NONE,
  [S.CancelledByOps]: NONE,
  [S.Cancelled]: NONE,
  [S.CancelledByInsurer]: NONE,
  [S.ClosedByInsurer]: NONE,
  [S.WipClosedByInsurer]: NONE,
  [S.RejectedByProvider]: NONE,
};

/** The actions a status offers before any per-request rule (upload rule, partial upload) narrows them. */
export function statusActions(statusId: number): LabAction[] {
  if (!isStatusId(statusId)) return [];
  return Object.keys(LAB_WORKFLOW[statusId]) as LabAction[];
}

/** The status an action leads to from a status, or undefined when the table does not allow it. */
export function nextStatus(statusId: number, action: LabAction): StatusId | undefined {
  if (!isStatusId(statusId)) return undefined;
  return LAB_WORKFLOW[statusId][action];
}

/** Every (from, action, to) of the table: what the Gherkin and the decision log enumerate. */
export function allTransitions(): { from: StatusId; action: LabAction; to: StatusId }[] {
  return ALL_STATUS_IDS.flatMap((from) =>
    (Object.entries(LAB_WORKFLOW[from]) as [LabAction, StatusId][]).map(([action, to]) => ({ from, action, to })),
  );
}

/** How a lab list shows a row's status: the text, and the red tag of a QC rejection. */
export interface LabRowStatus {
  readonly text: string;
  /** Present for Information Awaited: 'QC Rejected' with the remarks (or 'No Remarks'). */
  readonly tag?: { readonly label: 'QC Rejected'; readonly remarks: string };
}

/**
 * A row's status as a lab list shows it on a tab (spec 1 §4 display rules). An id outside the
 * catalogue shows as itself rather than vanishing, so bad data is visible.
 */
export function labRowStatus(statusId: number, tab: LabTab, remarks?: string | null): LabRowStatus {
  if (!isStatusId(statusId)) return { text: `Status ${statusId}` };
  const text = labStatusText(statusId, tab);
  if (!isQcRejected(statusId)) return { text };
  const tag = qcRejectedTag(remarks);
  return { text, tag: { label: tag.tag, remarks: tag.remarks } };
}

/** The tab a request shows up on after an action: where the list sends the user's eye next. */
export function tabAfter(statusId: number, action: LabAction): LabTab | undefined {
  const to = nextStatus(statusId, action);
  return to === undefined ? undefined : labTabForStatus(to);
}
