/**
 * The appointment status catalogue (spec 1 §4): every status id a request can be in, named once
 * here so the server, the portal and the seed agree on what an id means.
 */
export const StatusId = {
  NewAppointmentRequest: 22,
  ConfirmedByMedicalCenter: 23,
  ConfirmedByOps: 24,
  CancelledByMedicalCenter: 26,
  CancelledByOps: 27,
  RescheduledByCentre: 29,
  RescheduledByOps: 30,
  RescheduledByUser: 31,
  RescheduledByOthers: 117,
  Attended: 32,
  InformationAwaited: 33,
  InfoSubmitted: 37,
  NotAttended: 39,
  CustomerAwaitedAtDc: 40,
  Cancelled: 42,
  QcApproved: 48,
  PartiallyAttended: 116,
  NotAttendedByOthers: 118,
  CancelledByInsurer: 119,
  ClosedByInsurer: 120,
  TuCompleted: 121,
  TuScheduled: 122,
  TuInfoAwaited: 123,
  FitWithRecommendation: 126,
  FitnessOnHold: 127,
  TemporaryUnfit: 128,
  SystemConfirmed: 129,
  NonWorkable: 130,
  Workable: 131,
  DigitizationPending: 134,
  HomeSampleCollectionAwaited: 138,
  HomeSampleCollected: 139,
  ReportProcessPending: 140,
  RejectedByProvider: 146,
  RoutedToProvider: 147,
  BranchApprovalPending: 161,
  PartialReportUploaded: 162,
  Wip: -1,
  WipClosedByInsurer: 0,
} as const;
/** One status id of the catalogue. */
export type StatusId = (typeof StatusId)[keyof typeof StatusId];
/** The catalogue name of a status id (`'QcApproved'` for 48). */
export type StatusName = keyof typeof StatusId;

/** What each status id means, in the spec's own words (spec 1 §4). */
export const STATUS_MEANING: Readonly<Record<StatusId, string>> = {
  22: 'New Appointment Request',
  23: 'Confirmed by Medical Center',
  24: 'Confirmed by Ops',
  26: 'Cancelled by Medical Center',
  27: 'Cancelled by Ops',
  29: 'Rescheduled by Medical Center',
  30: 'Rescheduled by Ops',
  31: 'Rescheduled by User',
  117: 'Rescheduled by Others',
  32: 'Attended',
  33: 'Information Awaited',
  37: 'Info submitted',
  39: 'Not Attended',
  40: 'Customer awaited at DC',
  42: 'Cancelled',
  48: 'QCApproved',
  116: 'Partially Attended',
  118: 'NotAttended by Others',
  119: 'Cancelled by Insurer',
  120: 'Closed by Insurer',
  121: 'TU completed',
  122: 'TU scheduled',
  123: 'TU info awaited',
  126: 'Fit with recommendation',
  127: 'Fitness on Hold',
  128: 'Temporary unfit',
  129: 'System Confirmed',
  130: 'Non Workable',
  131: 'Workable',
  134: 'Digitization Pending',
  138: 'Home sample collection awaited',
  139: 'Home sample collected',
  140: 'ReportProcessPending',
  146: 'Rejected',
  147: 'Routed to provider',
  161: 'Branch Approval Pending',
  162: 'Partial Report Uploaded',
  [-1]: 'WIP',
  0: 'WIP closed by insurer',
};

/** Every status id of the catalogue, in the order the spec lists them. */
export const ALL_STATUS_IDS: readonly StatusId[] = Object.values(StatusId);

/** Whether a number is a status id of the catalogue (guards ids read from storage or the wire). */
export function isStatusId(value: number): value is StatusId {
  return (ALL_STATUS_IDS as readonly number[]).includes(value);
}

/** The spec's meaning of a status id, or `undefined` for an id outside the catalogue. */
export function statusMeaning(statusId: number): string | undefined {
  return isStatusId(statusId) ? STATUS_MEANING[statusId] : undefined;
}

/**
 * The four reschedule statuses (by centre, ops, user, others). Grouped because the charts and
 * the history page treat a reschedule the same whoever asked for it.
 */
export const RESCHEDULED_STATUS_IDS: readonly StatusId[] = [
  StatusId.RescheduledByCentre,
  StatusId.RescheduledByOps,
  StatusId.RescheduledByUser,
  StatusId.RescheduledByOthers,
];
