import type { BulkUndoHandle } from '../bulk/bulk-undo.port.ts';
import type { FileContent } from '../files/file-content.ts';
import type { RequestSearchParam } from '../search/request-search.ts';
import type { DayRange } from './date-presets.ts';
import type { LabAction } from './lab-actions.ts';
import type { SortOrder } from './sort-fields.ts';

/** One appointment request as a lab list shows it (spec 1 §3 "Appointment request"). */
export interface LabRequest {
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
  /** orderItemProductIds: what the package popup looks up. */
  readonly packageIds: readonly number[];
  readonly packageName: string | null;
  readonly testCategory: string | null;
  readonly fulfillmentDate: Date;
  readonly isHomeVisit: boolean;
  readonly priorityId: number;
  readonly providerId: number | null;
  readonly providerName: string | null;
  readonly contractId: number | null;
  readonly statusId: number;
  readonly remarks: string | null;
  readonly nextActions: readonly { readonly action: string; readonly label: string | null }[];
  readonly createdOn: Date;
  readonly modifiedOn: Date;
}

/** Who asks: the signed-in user, their provider and the children chosen in the top bar. */
export interface DeskScope {
  readonly userId: number;
  readonly providerId: number;
  /** Empty means the provider itself and all its children. */
  readonly fetchForProviders: readonly number[];
}

/** What a lab list shows: one tab (or a search) of the provider's requests, one page of it. */
export interface LabListQuery {
  readonly scope: DeskScope;
  /** The tab number, 1 to 10 (sourcePage). */
  readonly tabNumber: number;
  /** Null for a search: a person looking for a request expects it whatever its date. */
  readonly range: DayRange | null;
  readonly page: number;
  readonly rows: number;
  readonly sort: SortOrder;
  /** Priority Cases: only rows past the tab's SLA. */
  readonly highSlaOnly: boolean;
  readonly search?: RequestSearchParam;
}

/** One page of a list and how many rows match in all. */
export interface LabListPage {
  readonly rows: readonly LabRequest[];
  readonly totalRecords: number;
  /** True when more rows match than totalRecords says. */
  readonly isTotalCapped: boolean;
  /** How many of those rows are past their SLA (0 where the tab has none, or the server does not say). */
  readonly pastSlaCount: number;
}

/** One action on one request, as a dialog sends it. */
export interface LabUpdateItem {
  readonly requestId: number;
  readonly action: LabAction;
  readonly remarks: string;
  readonly userFeedback?: string;
  /** Stored report files by key and name. */
  readonly reports?: Readonly<Record<string, string>>;
}

/** The answer to a batch of actions: every item is applied or refused on its own. */
export interface LabUpdateOutcome {
  readonly success: boolean;
  /** The first refusal's reason. */
  readonly error: string | null;
  readonly results: readonly { readonly requestId: number; readonly success: boolean; readonly error: string | null }[];
  /** A bulk action that applied rows can be undone for a while (core/bulk/undo-period.ts). */
  readonly undo?: BulkUndoHandle;
}

/** A stored file, by the key the server gave it and its name. */
export interface StoredFile {
  readonly key: string;
  readonly name: string;
}

/** Tests of a package under one group name (the package popup). */
export interface PackageGroup {
  readonly groupName: string;
  readonly tests: readonly string[];
}

/** Where a request stands now (provider requestFlow): its current status history row, status and the actions offered now. */
export interface RequestFlowStep {
  readonly requestFlowId: number;
  readonly statusId: number;
  readonly nextActions: readonly string[];
}

/** A call the server refused, with its reason when it gave one. */
export class LabDeskRefusal extends Error {
  constructor(
    readonly reason: string | null,
    readonly status: number,
  ) {
    super(reason ?? `refused with ${status}`);
    this.name = 'LabDeskRefusal';
  }
}

/**
 * What the lab desk needs from the services (spec 1 §7): lists, the CSV export, actions, report
 * uploads and their previews, package details and a request's documents. Failures reject: a LabDeskRefusal when
 * the server refused, any other error when it could not be reached.
 */
export interface LabDeskPort {
  list(query: LabListQuery): Promise<LabListPage>;
  /** Every row of the selection as CSV (the page and its size are ignored). */
  exportCsv(query: LabListQuery): Promise<FileContent>;
  update(scope: DeskScope, items: readonly LabUpdateItem[]): Promise<LabUpdateOutcome>;
  uploadReport(file: FileContent, fileName: string, contractType: number): Promise<StoredFile>;
  /** A stored file's bytes as the server keeps them (spec 1 §7 "{file service}/{id}?preview=true"). */
  previewFile(key: string): Promise<FileContent>;
  packageDetails(packageIds: readonly number[]): Promise<PackageGroup[]>;
  /** Reports submitted earlier on a request (re-selectable in the document dialog). */
  submittedReports(requestId: number): Promise<StoredFile[]>;
  /** The documents uploaded on a request, as one zip. */
  requestDocuments(requestId: number): Promise<FileContent>;
  /** Where a request stands now, to catch one another user moved on since the list was read. */
  requestFlow(requestId: number): Promise<RequestFlowStep>;
}
