import type { DeskScope, LabUpdateOutcome, PackageGroup, StoredFile } from '../appointments/lab-desk.port.ts';
import type { DayRange } from '../appointments/date-presets.ts';
import type { SortOrder } from '../appointments/sort-fields.ts';
import type { FileContent } from '../files/file-content.ts';
import type { RequestSearchParam } from '../search/request-search.ts';
import type { OfflineAction } from './offline-actions.ts';
import type { OfflineNextAction } from './offline-rules.ts';
import type { OfflineSubTab, OfflineTab } from './offline-tabs.ts';

/** One offline-consult request as the clinic's lists show it (spec 3 §3.1). */
export interface OfflineRequest {
  readonly id: number;
  readonly employeeId: string | null;
  readonly patientName: string;
  /** YYYY-MM-DD, or null when unknown. */
  readonly dob: string | null;
  readonly gender: string | null;
  readonly primaryEntityName: string | null;
  readonly addressLine1: string | null;
  /** Already masked by the server for do-not-disturb customers. */
  readonly phone: string | null;
  readonly packageIds: readonly number[];
  readonly packageName: string | null;
  readonly doctorName: string | null;
  readonly doctorId: number | null;
  readonly consultationFee: number | null;
  readonly fulfillmentDate: Date;
  readonly priorityId: number;
  /** The clinic the consult is booked at: the calendar asks for its slots. */
  readonly providerId: number | null;
  readonly providerName: string | null;
  readonly contractId: number | null;
  readonly statusId: number;
  readonly displayStatus: string;
  readonly remarks: string | null;
  /** Decided by the server (core's offline rules), each enabled or with why it is not. */
  readonly nextActions: readonly OfflineNextAction[];
  readonly modifiedOn: Date;
}

/** What an offline list shows: one tab (and sub-tab), or a search, one page of it. */
export interface OfflineListQuery {
  readonly scope: DeskScope;
  readonly tab: OfflineTab;
  /** Only on Confirmed and Document Upload. */
  readonly subTab: OfflineSubTab | null;
  /** Null for a search, which looks at every date. */
  readonly range: DayRange | null;
  readonly page: number;
  readonly rows: number;
  readonly sort: SortOrder;
  readonly search?: RequestSearchParam;
  /** Past SLA only: the consults past their SLA (the lab's Priority Cases). */
  readonly pastSlaOnly?: boolean;
}

/** One page of a list and how many rows match in all. */
export interface OfflineListPage {
  readonly rows: readonly OfflineRequest[];
  readonly totalRecords: number;
}

/** The counters of the tabs (by tab number) and sub-tabs (by sub-tab value) over one date range. */
export interface OfflineTabCounts {
  readonly tabs: Readonly<Partial<Record<OfflineTab, number>>>;
  readonly subTabs: Readonly<Partial<Record<OfflineSubTab, number>>>;
  /** How many of each are past their SLA; a list missing here has none. */
  readonly pastSla?: {
    readonly tabs: Readonly<Partial<Record<OfflineTab, number>>>;
    readonly subTabs: Readonly<Partial<Record<OfflineSubTab, number>>>;
  };
}

/** One action on one consult, as a dialog sends it (an updateRequests item). */
export interface OfflineUpdateItem {
  readonly requestId: number;
  readonly action: OfflineAction;
  readonly remarks: string;
  readonly userFeedback?: string;
  /** The picked slot's slotStartDateTime (India time, YYYY-MM-DD HH:mm:ss.SSS). */
  readonly scheduledAppointmentDate?: string;
  readonly doctorId?: number;
  /** Stored prescription files by key and name. */
  readonly reports?: Readonly<Record<string, string>>;
}

/** One slot of a calendar day, as the server counts it for the asking user. */
export interface OfflineSlot {
  readonly slotStartDateTime: string;
  readonly slotEndDateTime: string;
  readonly capacity: number;
  readonly placesLeft: number;
  readonly heldByYou: boolean;
}

/** One day of the reschedule calendar; a day with a noSlotReason cannot be picked. */
export interface OfflineCalendarDay {
  readonly dateString: string;
  readonly dayOfWeek: number;
  readonly noSlotReason: string | null;
  readonly slots: readonly OfflineSlot[];
}

/** Whose calendar is asked: the request, its clinic and the doctor (its own, or the one chosen). */
export interface CalendarQuery {
  readonly requestId: number;
  readonly providerId: number;
  readonly doctorId: number;
}

/** A place held for the user until heldUntil. */
export interface HeldSlot {
  readonly heldUntil: Date;
  readonly secondsLeft: number;
}

/** A doctor a consult can move to. */
export interface DoctorChoice {
  readonly doctorId: number;
  readonly doctorName: string;
}

/**
 * What the clinic's offline-consult desk needs from the services (spec 3 §7). Failures reject
 * with a LabDeskRefusal when the server refused (a taken slot is one with status 409), any other
 * error when it could not be reached.
 */
export interface OfflineDeskPort {
  list(query: OfflineListQuery): Promise<OfflineListPage>;
  /** Every row of the selection as CSV (page and size ignored). */
  exportCsv(query: OfflineListQuery): Promise<FileContent>;
  tabCounts(scope: DeskScope, range: DayRange | null): Promise<OfflineTabCounts>;
  update(scope: DeskScope, items: readonly OfflineUpdateItem[]): Promise<LabUpdateOutcome>;
  uploadPrescription(file: FileContent, fileName: string, contractType: number): Promise<StoredFile>;
  /** Prescriptions attached to a consult's earlier statuses (re-selectable in Upload Rx), read from its history. */
  submittedPrescriptions(requestId: number): Promise<StoredFile[]>;
  /** A stored file's bytes as the server keeps them (spec 1 §7 "{file service}/{id}?preview=true"). */
  previewFile(key: string): Promise<FileContent>;
  packageDetails(packageIds: readonly number[]): Promise<PackageGroup[]>;
  calendar(query: CalendarQuery): Promise<OfflineCalendarDay[]>;
  holdSlot(requestId: number, doctorId: number, slotStartDateTime: string): Promise<HeldSlot>;
  releaseSlot(requestId: number): Promise<void>;
  doctorsForReschedule(requestId: number): Promise<DoctorChoice[]>;
}
