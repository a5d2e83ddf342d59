import { endOfIndiaDay, startOfIndiaDay } from '../../../core/shared/india-time.ts';
import { EXPORT_PAGE_SIZE, pageOffset } from '../../../core/shared/paging.ts';
import { badRequest } from '../http/api-error.ts';
import type { Db } from '../store/db.ts';
import { phoneSearchSql } from '../store/contact-search.sql.ts';
import { REQUEST_COLUMNS, REQUEST_FROM, type RequestRow } from './request-row.ts';

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

const SORT_COLUMN = {
  FulfillmentDate: 'r.fulfillment_date',
  ModificationDate: 'r.modified_on',
  Priority: 'r.priority_id',
  CreatedDate: 'r.created_on',
} as const;

/** Whether the body searches for particular requests (the top-bar search), rather than lists a period. */
export function isSearch(body: InsurerListBody): boolean {
  return body.requestID !== undefined || !!body.employeeID || !!body.mobileNo || !!body.MAID || !!body.patientName;
}

/**
 * The WHERE clause and parameters of a list body. Day ranges are India days turned into instants
 * here, so the database compares fulfillment_date directly (TOOLCHAIN.md). A search finds requests
 * whatever their date, so it ignores the date range.
 */
function where(body: InsurerListBody, scope: InsurerListScope): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const terms = [`r.corporate_id = ANY(${add(scope.corporateIds)}::int[])`, `r.service = ${add(body.serviceType === 'Inclinic' ? 'OFFLINE_CONSULTS' : 'LABS')}`];
  if (scope.agentCode !== null) terms.push(`r.agent_code = ${add(scope.agentCode)}`);
  if (body.contractIDs?.length) terms.push(`r.contract_id = ANY(${add(body.contractIDs)}::int[])`);
  if (body.providerIds?.length) terms.push(`r.provider_id = ANY(${add(body.providerIds)}::int[])`);
  if (body.statusIds?.length) terms.push(`r.status_id = ANY(${add(body.statusIds)}::int[])`);
  if (body.requestID !== undefined) terms.push(`r.id = ${add(body.requestID)}`);
  if (body.employeeID) terms.push(`r.employee_id = ${add(body.employeeID.trim())}`);
  if (body.MAID) terms.push(`r.maid = ${add(body.MAID.trim())}`);
  if (body.mobileNo) terms.push(phoneSearchSql('r', add(`%${body.mobileNo}%`)));
  if (body.patientName) terms.push(`r.patient_name ILIKE ${add(`%${body.patientName.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`);
  if (body.fetchByDate && !isSearch(body)) {
    const from = body.fromDateOfAppointment ?? null;
    const to = body.toDateOfAppointment ?? null;
    if (from && to && from > to) throw badRequest('body/fromDateOfAppointment must not be after toDateOfAppointment');
    if (from) terms.push(`r.fulfillment_date >= ${add(startOfIndiaDay(from))}`);
    if (to) terms.push(`r.fulfillment_date < ${add(endOfIndiaDay(to))}`);
  }
  return { sql: terms.join(' AND '), params };
}

/** The page size of a list body: the export's 100 when exporting, otherwise what was asked. */
export function pageSize(body: InsurerListBody): number {
  return body.isExportData ? EXPORT_PAGE_SIZE : body.paginationBasedDetail.recordsPerPage;
}

/** One page of the insurer's appointments and the total matching, FulfillmentDate descending by default. */
export async function queryInsurerList(db: Db, body: InsurerListBody, scope: InsurerListScope): Promise<{ rows: RequestRow[]; total: number }> {
  const { sql, params } = where(body, scope);
  const sort = body.sortDetails ?? { sortByField: 'FulfillmentDate', isDescending: true };
  const direction = sort.isDescending ? 'DESC' : 'ASC';
  const size = pageSize(body);
  const offset = pageOffset(body.paginationBasedDetail.pageNumber, size);
  const [rows, [count]] = await Promise.all([
    db.query<RequestRow>(
      `SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM} WHERE ${sql}
        ORDER BY ${SORT_COLUMN[sort.sortByField]} ${direction}, r.id ${direction}
        LIMIT ${size} OFFSET ${offset}`,
      params,
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM appointment_request r WHERE ${sql}`, params),
  ]);
  return { rows, total: count.total };
}
