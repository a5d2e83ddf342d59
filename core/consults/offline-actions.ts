import { StatusId, isStatusId } from '../appointments/status-catalogue.ts';

/** The offline-consult actions by the names the wire carries (spec 3 §4.1). */
export const OfflineAction = {
  Confirm: 'Confirm',
  Reject: 'Reject',
  Attended: 'Attended',
  NotAttended: 'NotAttended',
  Reschedule: 'Reschedule',
  ChangeDoctor: 'CHANGE_DOCTOR',
  UploadDocument: 'UPLOAD_DOCUMENT',
} as const;
/** One offline action. */
export type OfflineAction = (typeof OfflineAction)[keyof typeof OfflineAction];

export const ALL_OFFLINE_ACTIONS: readonly OfflineAction[] = Object.values(OfflineAction);

/** Whether a string from the wire is an offline action. */
export function isOfflineAction(value: string): value is OfflineAction {
  return (ALL_OFFLINE_ACTIONS as readonly string[]).includes(value);
}

/** The button labels of spec 3 §4.1. */
export const OFFLINE_ACTION_LABEL: Readonly<Record<OfflineAction, string>> = {
  Attended: 'Mark Attended',
  NotAttended: 'Mark Not Attended',
  Confirm: 'Confirm',
  Reject: 'Reject',
  Reschedule: 'Reschedule',
  CHANGE_DOCTOR: 'Change Doctor',
  UPLOAD_DOCUMENT: 'Upload Rx',
};

/** What an action does from a status: the status it leads to ('same' keeps the status). */
export type OfflineTransitions = Readonly<Partial<Record<OfflineAction, StatusId | 'same'>>>;

const S = StatusId;
const A = OfflineAction;

const AWAITING: OfflineTransitions = { [A.Confirm]: S.ConfirmedByMedicalCenter, [A.Reject]: S.RejectedByProvider, [A.Reschedule]: S.RescheduledByCentre, [A.ChangeDoctor]: 'same' };
const BOOKED: OfflineTransitions = { [A.Attended]: S.Attended, [A.NotAttended]: S.NotAttended, [A.Reschedule]: S.RescheduledByCentre, [A.ChangeDoctor]: 'same' };
// A late arrival is still recorded, and a missed consult can be moved to a new time.
const MISSED: OfflineTransitions = { [A.Attended]: S.Attended, [A.Reschedule]: S.RescheduledByCentre };
const RX_DUE: OfflineTransitions = { [A.UploadDocument]: S.InfoSubmitted };
const NONE: OfflineTransitions = {};

/**
 * THE offline-consult workflow: for every status, the actions a clinic may take and where each
 * leads. The spec leaves resulting statuses to the server (spec 3 §4.1); they are decided here,
 * once (docs/decisions.md), and the server applies exactly this table.
 */
export const OFFLINE_WORKFLOW: Readonly<Record<StatusId, OfflineTransitions>> = {
  [S.NewAppointmentRequest]: AWAITING,
  [S.RescheduledByOps]: AWAITING,
  [S.RoutedToProvider]: AWAITING,
  [S.Wip]: NONE,
  [S.ConfirmedByMedicalCenter]: BOOKED,
  [S.ConfirmedByOps]: BOOKED,
  [S.SystemConfirmed]: BOOKED,
  [S.CustomerAwaitedAtDc]: BOOKED,
  [S.HomeSampleCollectionAwaited]: BOOKED,
  [S.RescheduledByCentre]: BOOKED,
  [S.RescheduledByUser]: BOOKED,
  [S.RescheduledByOthers]: BOOKED,
  [S.NotAttended]: MISSED,
  [S.NotAttendedByOthers]: MISSED,
  [S.Attended]: RX_DUE,
  [S.PartiallyAttended]: RX_DUE,
  [S.HomeSampleCollected]: RX_DUE,
  [S.ReportProcessPending]: RX_DUE,
  // Rx sent back by QC: upload again.
  [S.InformationAwaited]: RX_DUE,
  [S.InfoSubmitted]: NONE,
  [S.DigitizationPending]: NONE,
  [S.BranchApprovalPending]: NONE,
  [S.PartialReportUploaded]: NONE,
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

/** The status an action leads to from a status; undefined when the table does not allow it. */
export function offlineNextStatus(statusId: number, action: OfflineAction): StatusId | undefined {
  if (!isStatusId(statusId)) return undefined;
  const to = OFFLINE_WORKFLOW[statusId][action];
  return to === 'same' ? statusId : to;
}

/** Every (from, action, to) of the table, for the Gherkin and the decision log. */
export function allOfflineTransitions(): { from: StatusId; action: OfflineAction; to: StatusId }[] {
  return (Object.keys(OFFLINE_WORKFLOW).map(Number) as StatusId[]).flatMap((from) =>
    (Object.keys(OFFLINE_WORKFLOW[from]) as OfflineAction[]).map((action) => ({ from, action, to: offlineNextStatus(from, action)! })),
  );
}
