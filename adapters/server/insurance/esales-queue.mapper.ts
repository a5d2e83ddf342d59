import { caseRowStatus } from '../../../core/esales/case-status.ts';
import { formatIndiaDateTime } from '../../../core/shared/india-time.ts';
import type { CsvColumn } from '../../csv/csv.ts';
import { rowContactView } from '../store/row-contact-view.ts';
import type { CaseRow } from './esales-queue.query.ts';

const blankToNull = (s: string | null | undefined) => (s === null || s === undefined || s.trim() === '' ? null : s);
const textOrNull = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null);
const flag = (v: unknown) => (typeof v === 'boolean' ? v : null);

/**
 * One queue row (spec 2 §3 "Queue request"): the case's customer with contacts as the core privacy
 * rule shows them (a do-not-disturb case reads like a do-not-disturb request), city and state from
 * the lead's JSON, and the row status of the request it led to, if any.
 */
export function toQueueRequest(row: CaseRow) {
  const view = rowContactView(row);
  const json = row.request_json;
  const additionals = json.additionals && typeof json.additionals === 'object' ? (json.additionals as Record<string, string | number | boolean | null>) : undefined;
  return {
    id: Number(row.id),
    eQuote: blankToNull(row.equote),
    // The error may quote the lead (a number, an address): free text, masked as remarks are.
    error: view.text(blankToNull(row.error)),
    name: row.customer_name,
    email: view.email(blankToNull(row.email)),
    phoneNo: view.phone(blankToNull(row.phone)),
    corporateName: row.corporate_name,
    corporateId: row.corporate_id,
    requestId: row.request_id === null ? null : Number(row.request_id),
    status: caseRowStatus(row.status_id),
    requestJSON: {
      city: textOrNull(json.city),
      state: textOrNull(json.state),
      isHNI: flag(json.isHNI),
      isSHNI: flag(json.isSHNI),
      memberId: blankToNull(row.member_id),
      applicationNo: blankToNull(row.application_no),
      // The case's do-not-disturb flags travel as the requests' do (DND, DNDCustomer), beside the lead's own additionals.
      additionals: { ...(additionals ? view.additionals(additionals) : {}), DND: row.is_dnd, DNDCustomer: row.is_dnd },
    },
    dateTimeCreated: new Date(row.created_on).toISOString(),
  };
}
/** One wire queue row. */
export type QueueItem = ReturnType<typeof toQueueRequest>;

/** EsalesQueue.csv's columns (the contract's list), read from the queue's own masked row. */
export const ESALES_EXPORT_COLUMNS: readonly CsvColumn<QueueItem>[] = [
  { header: 'Id', value: (r) => r.id },
  { header: 'eQuote', value: (r) => r.eQuote },
  { header: 'Customer Name', value: (r) => r.name },
  { header: 'Corporate Name', value: (r) => r.corporateName },
  { header: 'Phone Number', value: (r) => r.phoneNo },
  { header: 'E-Mail', value: (r) => r.email },
  { header: 'City', value: (r) => r.requestJSON.city },
  { header: 'State', value: (r) => r.requestJSON.state },
  { header: 'Created On', value: (r) => formatIndiaDateTime(new Date(r.dateTimeCreated)) },
];

/** The export's file name (the contract's Content-Disposition). */
export const ESALES_EXPORT_FILE = 'EsalesQueue.csv';
