import type { FileContent } from '../files/file-content.ts';
import type { DayRange } from './date-presets.ts';
import type { InsurerSearchFields, InsurerSortOrder } from './insurer-list.ts';

/** One row of the insurer's All Appointments (spec 1 §3 "Appointment (insurer list item)"). */
export interface InsurerAppointment {
  readonly requestId: number;
  readonly employeeId: string | null;
  readonly email: string | null;
  /** Already masked by the server for do-not-disturb customers. */
  readonly phone: string | null;
  readonly name: string;
  readonly corporateName: string | null;
  readonly maid: string | null;
  readonly gender: string | null;
  readonly age: number | null;
  readonly productName: string | null;
  readonly isHomeVisit: boolean;
  readonly providerName: string | null;
  readonly city: string | null;
  readonly doNotDisturb: boolean;
  /** 'EDW File' or 'API'. */
  readonly source: string | null;
  readonly sourceName: string | null;
  readonly statusId: number;
  /** The insurer-facing label. */
  readonly statusText: string;
  readonly priority: string | null;
  /** Month day year hh:mm AM/PM, India time. */
  readonly appointmentOn: string | null;
  readonly createdOn: string | null;
  readonly remarks: string | null;
}

/** Who asks: the signed-in insurer user (the server checks these against the token). */
export interface InsurerScope {
  readonly roleId: number;
  readonly userId: number;
  readonly corporateIds: readonly number[];
  /** Insurer agents only: the agent id their bookings carry. */
  readonly agentId?: string;
}

/** One page of the list, or the selection to export, as the view asks for it. */
export interface InsurerListQuery {
  readonly scope: InsurerScope;
  /** Null when a search runs: it finds a request whatever its date. */
  readonly range: DayRange | null;
  readonly page: number;
  readonly pageSize: number;
  readonly sort: InsurerSortOrder;
  readonly search?: InsurerSearchFields;
  readonly isExport?: boolean;
}

/** One page and the total that matches (a name search's total stops at 1,000: `isTotalCapped`). */
export interface InsurerListPage {
  readonly rows: readonly InsurerAppointment[];
  readonly total: number;
  readonly isTotalCapped: boolean;
}

/** The Download Reports call (spec 1 §7 insurer integration DownloadFile). */
export interface ReportZipRequest {
  readonly zipFileName: string;
  /** The chosen contract's entity relations: the insurer's corporates. */
  readonly entityRelationIds: readonly number[];
  readonly start: Date;
  readonly end: Date;
}

/** A call the server refused, with its message when it gave one. */
export class InsurerListRefusal extends Error {
  constructor(
    readonly serverMessage: string | null,
    readonly status: number,
  ) {
    super(serverMessage ?? `refused with ${status}`);
    this.name = 'InsurerListRefusal';
  }
}

/**
 * What the insurer list needs from the insurance core (spec 1 §7 insurance/appointments/ and the
 * integration DownloadFile). A refusal rejects with InsurerListRefusal; an unreachable server with
 * any other error.
 */
export interface InsurerAppointmentsPort {
  page(query: InsurerListQuery): Promise<InsurerListPage>;
  /** Every row of the query's filter or search (paging ignored) as the server's CSV file. */
  exportCsv(query: InsurerListQuery): Promise<FileContent>;
  reportsZip(request: ReportZipRequest): Promise<FileContent>;
}
