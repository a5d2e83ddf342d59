import { ALL_STATUS_IDS, StatusId } from './status-catalogue.ts';

/** The labels insurer users see for a request's status (spec 1 §4), instead of the lab wording. */
export const InsurerLabel = {
  NewRequest: 'New Request',
  AppointmentCreated: 'Appointment Created',
  AppointmentConfirmed: 'Appointment Confirmed',
  Attended: 'Attended',
  PartiallyAttended: 'Partially Attended',
  NotAttended: 'Not Attended',
  ReportAwaited: 'Report Awaited',
  ReportUploaded: 'Report Uploaded',
  ReportsUnderVerification: 'Reports Under Verification',
  ReportsVerified: 'Reports Verified',
  Cancelled: 'Cancelled',
  CancelledByInsurer: 'Cancelled By Insurer',
} as const;
/** One insurer-facing status label. */
export type InsurerLabel = (typeof InsurerLabel)[keyof typeof InsurerLabel];

const L = InsurerLabel;
const S = StatusId;

/**
 * The insurer label of every status id. The spec lists the labels but not the mapping; this one
 * follows the request's journey as an insurer cares about it (booked, visited, reports, verified),
 * and is recorded in docs/decisions.md.
 */
export const INSURER_LABEL_BY_STATUS: Readonly<Record<StatusId, InsurerLabel>> = {
  [S.Wip]: L.NewRequest,
  [S.NewAppointmentRequest]: L.AppointmentCreated,
  [S.RescheduledByOps]: L.AppointmentCreated,
  [S.RoutedToProvider]: L.AppointmentCreated,
  [S.ConfirmedByMedicalCenter]: L.AppointmentConfirmed,
  [S.ConfirmedByOps]: L.AppointmentConfirmed,
  [S.RescheduledByCentre]: L.AppointmentConfirmed,
  [S.RescheduledByUser]: L.AppointmentConfirmed,
  [S.RescheduledByOthers]: L.AppointmentConfirmed,
  [S.CustomerAwaitedAtDc]: L.AppointmentConfirmed,
  [S.SystemConfirmed]: L.AppointmentConfirmed,
  [S.HomeSampleCollectionAwaited]: L.AppointmentConfirmed,
  [S.Attended]: L.Attended,
  [S.PartiallyAttended]: L.PartiallyAttended,
  [S.NotAttended]: L.NotAttended,
  [S.NotAttendedByOthers]: L.NotAttended,
  [S.HomeSampleCollected]: L.ReportAwaited,
  [S.ReportProcessPending]: L.ReportAwaited,
  [S.InformationAwaited]: L.ReportAwaited,
  [S.InfoSubmitted]: L.ReportUploaded,
  [S.PartialReportUploaded]: L.ReportUploaded,
  [S.DigitizationPending]: L.ReportsUnderVerification,
  [S.BranchApprovalPending]: L.ReportsUnderVerification,
  [S.QcApproved]: L.ReportsVerified,
  [S.TuCompleted]: L.ReportsVerified,
  [S.TuScheduled]: L.ReportsVerified,
  [S.TuInfoAwaited]: L.ReportsVerified,
  [S.FitWithRecommendation]: L.ReportsVerified,
  [S.FitnessOnHold]: L.ReportsVerified,
  [S.TemporaryUnfit]: L.ReportsVerified,
  [S.NonWorkable]: L.ReportsVerified,
  [S.Workable]: L.ReportsVerified,
  [S.CancelledByMedicalCenter]: L.Cancelled,
  [S.CancelledByOps]: L.Cancelled,
  [S.Cancelled]: L.Cancelled,
  [S.RejectedByProvider]: L.Cancelled,
  [S.CancelledByInsurer]: L.CancelledByInsurer,
  [S.ClosedByInsurer]: L.CancelledByInsurer,
  [S.WipClosedByInsurer]: L.CancelledByInsurer,
};

/** The insurer label for a status id; an id outside the catalogue falls back to 'New Request'. */
export function insurerLabel(statusId: number): InsurerLabel {
  return (INSURER_LABEL_BY_STATUS as Readonly<Record<number, InsurerLabel>>)[statusId] ?? L.NewRequest;
}

/** The status ids an insurer label stands for (used to filter an insurer list by label). */
export function statusIdsForInsurerLabel(label: InsurerLabel): StatusId[] {
  return ALL_STATUS_IDS.filter((id) => INSURER_LABEL_BY_STATUS[id] === label);
}
