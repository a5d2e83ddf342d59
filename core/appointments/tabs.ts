import { ALL_STATUS_IDS, StatusId } from './status-catalogue.ts';

/**
 * The ten lab list groups (spec 1 §4), in tab order. The names are the spec's own, so they can be
 * sent as they are wherever a group name travels.
 */
export const LabTab = {
  NEW_APPOINTMENTS: 'NEW_APPOINTMENTS',
  CONFIRMED_APPOINTMENTS: 'CONFIRMED_APPOINTMENTS',
  DOCUMENT_PENDING: 'DOCUMENT_PENDING',
  PARTIAL_DOCUMENTS_SUBMITTED: 'PARTIAL_DOCUMENTS_SUBMITTED',
  DOCUMENTS_SUBMITTED: 'DOCUMENTS_SUBMITTED',
  SETTLED: 'SETTLED',
  CANCELLED: 'CANCELLED',
  REJECTED: 'REJECTED',
  NOT_ATTENDED: 'NOT_ATTENDED',
  ALL_APPOINTMENTS: 'ALL_APPOINTMENTS',
} as const;
/** One lab list group. */
export type LabTab = (typeof LabTab)[keyof typeof LabTab];

/** The date-filter presets a lab tab opens with (spec 1 §9). */
export const DefaultDateFilter = {
  NEXT_30_DAYS: 'Next 30 Days',
  PREVIOUS_7_DAYS: 'Previous 7 Days',
} as const;
/** A default date-filter preset, by its on-screen name. */
export type DefaultDateFilter = (typeof DefaultDateFilter)[keyof typeof DefaultDateFilter];

/** What the portal and the server need to know about one lab tab. */
export interface LabTabInfo {
  readonly tab: LabTab;
  /** 1 to 10, the spec's tab number. */
  readonly number: number;
  readonly label: string;
  /** The route after the role-name prefix (spec 1 §2). */
  readonly route: string;
  /** The statuses this tab lists; together the first nine tabs cover the catalogue exactly once. */
  readonly statusIds: readonly StatusId[];
  /** The preset the date filter opens with. */
  readonly defaultDateFilter: DefaultDateFilter;
  /** All Appointments is read-only, so it has no actions column. */
  readonly readOnly: boolean;
}

const S = StatusId;

/**
 * The lab tabs, in order. The spec fixes only New (22) and Confirmed (23); every other placement
 * is a project decision recorded in docs/decisions.md.
 */
export const LAB_TABS: Readonly<Record<LabTab, LabTabInfo>> = {
  NEW_APPOINTMENTS: {
    tab: LabTab.NEW_APPOINTMENTS,
    number: 1,
    label: 'New Appointments',
    route: '/appointments',
    // 30 is displayed as 'New Appointment Request' (spec 1 §4), so the centre sees it as new again.
    statusIds: [S.NewAppointmentRequest, S.RescheduledByOps, S.RoutedToProvider, S.Wip],
    defaultDateFilter: DefaultDateFilter.NEXT_30_DAYS,
    readOnly: false,
  },
  CONFIRMED_APPOINTMENTS: {
    tab: LabTab.CONFIRMED_APPOINTMENTS,
    number: 2,
    label: 'Confirmed Appointments',
    route: '/appointments/confirmed',
    statusIds: [
      S.ConfirmedByMedicalCenter,
      S.ConfirmedByOps,
      S.RescheduledByCentre,
      S.RescheduledByUser,
      S.RescheduledByOthers,
      S.CustomerAwaitedAtDc,
      S.SystemConfirmed,
      S.HomeSampleCollectionAwaited,
    ],
    defaultDateFilter: DefaultDateFilter.PREVIOUS_7_DAYS,
    readOnly: false,
  },
  DOCUMENT_PENDING: {
    tab: LabTab.DOCUMENT_PENDING,
    number: 3,
    label: 'Documents Pending',
    route: '/documents/pending',
    statusIds: [S.Attended, S.InformationAwaited, S.HomeSampleCollected, S.ReportProcessPending],
    defaultDateFilter: DefaultDateFilter.PREVIOUS_7_DAYS,
    readOnly: false,
  },
  PARTIAL_DOCUMENTS_SUBMITTED: {
    tab: LabTab.PARTIAL_DOCUMENTS_SUBMITTED,
    number: 4,
    label: 'Partial documents',
    route: '/documents/partialReceived',
    statusIds: [S.PartiallyAttended, S.PartialReportUploaded],
    defaultDateFilter: DefaultDateFilter.PREVIOUS_7_DAYS,
    readOnly: false,
  },
  DOCUMENTS_SUBMITTED: {
    tab: LabTab.DOCUMENTS_SUBMITTED,
    number: 5,
    label: 'Documents Submitted',
    route: '/documents/received',
    statusIds: [S.InfoSubmitted, S.DigitizationPending, S.BranchApprovalPending],
    defaultDateFilter: DefaultDateFilter.PREVIOUS_7_DAYS,
    readOnly: false,
  },
  SETTLED: {
    tab: LabTab.SETTLED,
    number: 6,
    label: 'Settled',
    route: '/cases/settled',
    statusIds: [
      S.QcApproved,
      S.TuCompleted,
      S.TuScheduled,
      S.TuInfoAwaited,
      S.FitWithRecommendation,
      S.FitnessOnHold,
      S.TemporaryUnfit,
      S.NonWorkable,
      S.Workable,
    ],
    defaultDateFilter: DefaultDateFilter.PREVIOUS_7_DAYS,
    readOnly: false,
  },
  CANCELLED: {
    tab: LabTab.CANCELLED,
    number: 7,
    label: 'Cancelled',
    route: '/cases/cancelled',
    // 120 sits with the cancellations, as in the e-sales chart grouping (spec 2 §4).
    statusIds: [
      S.CancelledByMedicalCenter,
      S.CancelledByOps,
      S.Cancelled,
      S.CancelledByInsurer,
      S.ClosedByInsurer,
      S.WipClosedByInsurer,
    ],
    defaultDateFilter: DefaultDateFilter.PREVIOUS_7_DAYS,
    readOnly: false,
  },
  REJECTED: {
    tab: LabTab.REJECTED,
    number: 8,
    label: 'Rejected',
    route: '/cases/rejected',
    statusIds: [S.RejectedByProvider],
    defaultDateFilter: DefaultDateFilter.PREVIOUS_7_DAYS,
    readOnly: false,
  },
  NOT_ATTENDED: {
    tab: LabTab.NOT_ATTENDED,
    number: 9,
    label: 'Not Attended',
    route: '/appointments/notAttended',
    statusIds: [S.NotAttended, S.NotAttendedByOthers],
    defaultDateFilter: DefaultDateFilter.PREVIOUS_7_DAYS,
    readOnly: false,
  },
  ALL_APPOINTMENTS: {
    tab: LabTab.ALL_APPOINTMENTS,
    number: 10,
    label: 'All Appointments',
    route: '/appointments/all',
    statusIds: ALL_STATUS_IDS,
    defaultDateFilter: DefaultDateFilter.PREVIOUS_7_DAYS,
    readOnly: true,
  },
};

/** The lab tabs in tab order (1 to 10). */
export const LAB_TAB_ORDER: readonly LabTab[] = Object.values(LabTab);

/** The tab with a given number (1 to 10), or undefined. */
export function labTabByNumber(tabNumber: number): LabTabInfo | undefined {
  return LAB_TAB_ORDER.map((t) => LAB_TABS[t]).find((info) => info.number === tabNumber);
}

/**
 * The one working tab (not All Appointments) that lists a status. Every catalogue id has exactly
 * one, so a request always shows up somewhere besides the read-only All tab.
 */
export function labTabForStatus(statusId: StatusId): LabTab {
  for (const tab of LAB_TAB_ORDER) {
    if (tab !== LabTab.ALL_APPOINTMENTS && LAB_TABS[tab].statusIds.includes(statusId)) return tab;
  }
  // Unreachable while the partition test holds; All is the honest fallback.
  return LabTab.ALL_APPOINTMENTS;
}

/** The full path of a lab tab for a role: the stored role name prefixes every lab route. */
export function labTabPath(roleName: string, tab: LabTab): string {
  return `/${roleName}${LAB_TABS[tab].route}`;
}

/** The tab whose route (after the role prefix) matches, or undefined. */
export function labTabForRoute(route: string): LabTab | undefined {
  return LAB_TAB_ORDER.find((t) => LAB_TABS[t].route === route);
}
