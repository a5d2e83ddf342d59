import { endOfIndiaDay, startOfIndiaDay } from '../../../core/shared/india-time.ts';
import { EXPORT_PAGE_SIZE, pageOffset } from '../../../core/shared/paging.ts';
import { badRequest } from '../http/api-error.ts';
import type { Db } from '../store/db.ts';
import { WHOLE_REQUEST, type RequestRow } from '../requests/request-row.ts';
import { SORT_COLUMN, type RequestSelection } from '../requests/selection.ts';
import { countRows, listPage, NAME_COUNT_CAP } from '../requests/request-store.ts';

/** The insurer list body as the contract validated it (defaults filled in). */
export interface InsurerListBody {
  contractIDs?: number[];
  corporateIDs?: number[];
  providerIds?: number[];
  statusIds?: number[];
  fetchByDate: boolean;
  fromDateOfAppointment?: string | null;
  toDateOfAppointment?: string | null;
  paginationBasedDetail: { pageNumber: number; recordsPerPage: number };
  serviceType: 'Labs' | 'Inclinic';
  sortDetails?: { sortByField: 'FulfillmentDate' | 'ModificationDate' | 'Priority' | 'CreatedDate'; isDescending: boolean };
  isExportData: boolean;
  requestID?: number;
  employeeID?: string;
  mobileNo?: string;
  MAID?: string;
  patientName?: string;
}

/** Whose requests the list may cover, already checked against the caller's scope. */
export interface InsurerListScope {
  corporateIds: number[];
  /** An agent sees only the requests booked under the agent's code. */
  agentCode: string | null;
}

/** Whether the body searches for particular requests (the top-bar search), rather than lists a period. */
export function isSearch(body: InsurerListBody): boolean {
  return body.requestID !== undefined || !!body.employeeID || !!body.mobileNo || !!body.MAID || !!body.patientName;
}

const nonEmpty = <T>(list: T[] | undefined) => (list?.length ? list : undefined);
const trimmed = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);

/**
 * The selection of an insurer list body: the caller's corporates (and agent code), the body's
 * filters, FulfillmentDate descending by default. Day ranges are India days turned into instants
 * here, so the database compares fulfillment_date directly. A search finds requests whatever
 * their date, so it ignores the date range.
 */
export function insurerSelection(body: InsurerListBody, scope: InsurerListScope): RequestSelection {
  const sort = body.sortDetails ?? { sortByField: 'FulfillmentDate', isDescending: true };
  const sel: RequestSelection = {
    service: body.serviceType === 'Inclinic' ? 'OFFLINE_CONSULTS' : 'LABS',
    corporateIds: scope.corporateIds,
    agentCode: scope.agentCode ?? undefined,
    contractIds: nonEmpty(body.contractIDs),
    providerIds: nonEmpty(body.providerIds),
    statusIds: nonEmpty(body.statusIds),
    requestIds: body.requestID !== undefined ? [body.requestID] : undefined,
    employeeIds: trimmed(body.employeeID) ? [body.employeeID!.trim()] : undefined,
    maid: trimmed(body.MAID),
    contactNumber: body.mobileNo || undefined,
    patientName: trimmed(body.patientName),
    sort: { column: SORT_COLUMN[sort.sortByField], descending: sort.isDescending },
  };
  if (body.fetchByDate && !isSearch(body)) {
    const from = body.fromDateOfAppointment ?? null;
    const to = body.toDateOfAppointment ?? null;
    if (from && to && from > to) throw badRequest('body/fromDateOfAppointment must not be after toDateOfAppointment');
    if (from) sel.from = startOfIndiaDay(from);
    if (to) sel.to = endOfIndiaDay(to);
  }
  return sel;
}

/** The page size of a list body: the export's 100 when exporting, otherwise what was asked. */
export function pageSize(body: InsurerListBody): number {
  return body.isExportData ? EXPORT_PAGE_SIZE : body.paginationBasedDetail.recordsPerPage;
}

/**
 * One page of the insurer's appointments and the total matching: exact, except a name search,
 * which counts to NAME_COUNT_CAP as the lab desk's and the e-sales queue's do (a common first name
 * matched 7,736 requests, each read from the table to test it: 77 ms p50, bench/README.md).
 */
export async function queryInsurerList(db: Db, body: InsurerListBody, scope: InsurerListScope): Promise<{ rows: RequestRow[]; total: number; isTotalCapped: boolean }> {
  const sel = insurerSelection(body, scope);
  const size = pageSize(body);
  const [rows, count] = await Promise.all([
    listPage(db, sel, WHOLE_REQUEST, size, pageOffset(body.paginationBasedDetail.pageNumber, size)),
    countRows(db, sel, sel.patientName ? NAME_COUNT_CAP : null),
  ]);
  return { rows, total: count.total, isTotalCapped: count.capped };
}
