import { StatusId } from '../appointments/status-catalogue.ts';

/**
 * The five offline-consult tabs (spec 3 §2.1, §2.3) by the number RequestDetails carries as
 * sourcePage, and the sub-tabs of Confirmed and Document Upload by the value it carries as subPage.
 */
export const OfflineTab = { ALL: 1, UPCOMING: 2, CONFIRMED: 3, DOCUMENT_UPLOAD: 4, CANCELLED: 5 } as const;
/** One offline tab number. */
export type OfflineTab = (typeof OfflineTab)[keyof typeof OfflineTab];

export const OfflineSubTab = {
  ALL_CONFIRMED: 'ALL_CONFIRMED',
  ATTENDANCE_PENDING: 'ATTENDANCE_PENDING',
  FUTURE_APPOINTMENTS: 'FUTURE_APPOINTMENTS',
  RESCHEDULE_INITIATED: 'RESCHEDULE_INITIATED',
  NOT_ATTENDED: 'NOT_ATTENDED',
  ALL_ATTENDED: 'ALL_ATTENDED',
  DOCUMENT_PENDING: 'DOCUMENT_PENDING',
  DOCUMENT_SUBMITTED: 'DOCUMENT_SUBMITTED',
  DOCUMENT_REJECTED: 'DOCUMENT_REJECTED',
  DOCUMENT_NOT_REQUIRED: 'DOCUMENT_NOT_REQUIRED',
} as const;
/** One sub-tab value. */
export type OfflineSubTab = (typeof OfflineSubTab)[keyof typeof OfflineSubTab];

/** Which side of "now" a sub-tab's appointment time lies on: due (now or earlier) or still ahead. */
export type AppointmentTime = 'due' | 'ahead';

/** What a list of the offline desk holds: statuses, and for two Confirmed sub-tabs a side of now. */
export interface OfflineListScope {
  readonly statusIds: readonly StatusId[];
  readonly time?: AppointmentTime;
}

const S = StatusId;

/** Awaiting the clinic's confirmation: a new request, or one ops or routing sent back to it. */
const AWAITING = [S.NewAppointmentRequest, S.RescheduledByOps, S.RoutedToProvider] as const;
/** Booked: confirmed by someone, or moved to a new time that stands. */
const BOOKED = [
  S.ConfirmedByMedicalCenter, S.ConfirmedByOps, S.SystemConfirmed, S.CustomerAwaitedAtDc, S.HomeSampleCollectionAwaited,
  S.RescheduledByCentre, S.RescheduledByUser, S.RescheduledByOthers,
] as const;
const RESCHEDULED = [S.RescheduledByCentre, S.RescheduledByUser, S.RescheduledByOthers] as const;
const NOT_ATTENDED = [S.NotAttended, S.NotAttendedByOthers] as const;
/** Seen, prescription still to upload. */
const RX_PENDING = [S.Attended, S.PartiallyAttended, S.HomeSampleCollected, S.ReportProcessPending] as const;
const RX_SUBMITTED = [S.InfoSubmitted, S.DigitizationPending, S.BranchApprovalPending, S.PartialReportUploaded] as const;
const RX_REJECTED = [S.InformationAwaited] as const;
/** Nothing more to upload: approved, or past QC into the insurer's hands. */
const RX_DONE = [
  S.QcApproved, S.TuCompleted, S.TuScheduled, S.TuInfoAwaited, S.FitWithRecommendation, S.FitnessOnHold, S.TemporaryUnfit,
  S.NonWorkable, S.Workable,
] as const;
const CANCELLED = [
  S.CancelledByMedicalCenter, S.CancelledByOps, S.Cancelled, S.CancelledByInsurer, S.ClosedByInsurer, S.WipClosedByInsurer,
  S.RejectedByProvider,
] as const;

/** Consults that take a place of their doctor's slot: awaiting confirmation or booked. */
export const PLACE_TAKING_STATUS_IDS: readonly StatusId[] = [...AWAITING, ...BOOKED];

/** One sub-tab: its label and what it lists. */
export interface OfflineSubTabInfo extends OfflineListScope {
  readonly subTab: OfflineSubTab;
  readonly label: string;
}

/** One tab: label, route, what it lists, its sub-tabs (the first is the default) and bulk action. */
export interface OfflineTabInfo extends OfflineListScope {
  readonly tab: OfflineTab;
  readonly label: string;
  readonly route: string;
  /** All is read-only (no actions column), Cancelled shows remarks and no actions (spec 3 §2.3). */
  readonly readOnly: boolean;
  readonly subTabs: readonly OfflineSubTabInfo[];
}

const sub = (subTab: OfflineSubTab, label: string, statusIds: readonly StatusId[], time?: AppointmentTime): OfflineSubTabInfo => ({
  subTab, label, statusIds, ...(time ? { time } : {}),
});

const CONFIRMED_SUBTABS = [
  sub(OfflineSubTab.ALL_CONFIRMED, 'All Confirmed', BOOKED),
  sub(OfflineSubTab.ATTENDANCE_PENDING, 'Attendance Pending', BOOKED, 'due'),
  sub(OfflineSubTab.FUTURE_APPOINTMENTS, 'Future Appointments', BOOKED, 'ahead'),
  sub(OfflineSubTab.RESCHEDULE_INITIATED, 'Reschedule Initiated', RESCHEDULED),
  sub(OfflineSubTab.NOT_ATTENDED, 'Not Attended', NOT_ATTENDED),
];
const DOCUMENT_SUBTABS = [
  sub(OfflineSubTab.ALL_ATTENDED, 'All Attended', [...RX_PENDING, ...RX_SUBMITTED, ...RX_REJECTED, ...RX_DONE]),
  sub(OfflineSubTab.DOCUMENT_PENDING, 'Pending', RX_PENDING),
  sub(OfflineSubTab.DOCUMENT_SUBMITTED, 'Submitted', RX_SUBMITTED),
  sub(OfflineSubTab.DOCUMENT_REJECTED, 'Rejected', RX_REJECTED),
  sub(OfflineSubTab.DOCUMENT_NOT_REQUIRED, 'Completed', RX_DONE),
];

/**
 * The tabs in order. Upcoming, Confirmed, Document Upload and Cancelled together hold every status
 * of the catalogue but the e-sales WIP exactly once; All holds them all. The placements are a
 * project decision (docs/decisions.md): the spec names the tabs, not their statuses.
 */
export const OFFLINE_TABS: readonly OfflineTabInfo[] = [
  { tab: OfflineTab.ALL, label: 'All Appointments', route: '/offlineConsults/allAppointments', readOnly: true, subTabs: [], statusIds: [...AWAITING, ...BOOKED, ...NOT_ATTENDED, ...DOCUMENT_SUBTABS[0].statusIds, ...CANCELLED] },
  { tab: OfflineTab.UPCOMING, label: 'Upcoming', route: '/offlineConsults/upcoming', readOnly: false, subTabs: [], statusIds: AWAITING },
  { tab: OfflineTab.CONFIRMED, label: 'Confirmed', route: '/offlineConsults/confirmed', readOnly: false, subTabs: CONFIRMED_SUBTABS, statusIds: [...BOOKED, ...NOT_ATTENDED] },
  { tab: OfflineTab.DOCUMENT_UPLOAD, label: 'Document Upload', route: '/offlineConsults/documentUpload', readOnly: false, subTabs: DOCUMENT_SUBTABS, statusIds: DOCUMENT_SUBTABS[0].statusIds },
  { tab: OfflineTab.CANCELLED, label: 'Cancelled', route: '/offlineConsults/cancelled', readOnly: true, subTabs: [], statusIds: CANCELLED },
];

/** The tab of a sourcePage number, or undefined outside 1..5. */
export function offlineTab(number: number): OfflineTabInfo | undefined {
  return OFFLINE_TABS.find((t) => t.tab === number);
}

/**
 * What a list holds: a tab's sub-tab (its first when none is named), or the whole tab when it has
 * none. A sub-tab of another tab is undefined, so the server can refuse it.
 */
export function offlineListScope(tab: OfflineTabInfo, subTab?: OfflineSubTab | null): OfflineListScope | undefined {
  if (!tab.subTabs.length) return subTab ? undefined : tab;
  if (!subTab) return tab.subTabs[0];
  return tab.subTabs.find((s) => s.subTab === subTab);
}

/** The top tab (2 to 5) a status belongs to; undefined for the e-sales WIP, which is never a consult. */
export function offlineTabForStatus(statusId: number): OfflineTabInfo | undefined {
  return OFFLINE_TABS.slice(1).find((t) => (t.statusIds as readonly number[]).includes(statusId));
}

/**
 * The sub-tabs a request shows in, by its status and whether its appointment time has come: a
 * booked consult is in All Confirmed and in Attendance Pending or Future Appointments.
 */
export function offlineSubTabsFor(statusId: number, due: boolean): OfflineSubTab[] {
  return OFFLINE_TABS.flatMap((t) => t.subTabs)
    .filter((s) => (s.statusIds as readonly number[]).includes(statusId))
    .filter((s) => s.time === undefined || (s.time === 'due') === due)
    .map((s) => s.subTab);
}

/** A counter as the tabs show it: at least two digits (spec 3 §2.3). */
export function tabCounter(count: number): string {
  return String(count).padStart(2, '0');
}
