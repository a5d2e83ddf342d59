import { caseRowStatus } from '../../../core/esales/case-status.ts';
import type { CaseRow } from './esales-case.ts';
import { caseContactView } from './esales-case.ts';

type Flexible = string | number | boolean | null;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const bool = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);

/** The lead's own additionals (scalar values only), as stored in requestJSON. */
function storedAdditionals(json: Record<string, unknown>): Record<string, Flexible> {
  const raw = json.additionals;
  if (!raw || typeof raw !== 'object') return {};
  return Object.fromEntries(
    Object.entries(raw as Record<string, unknown>).filter((e): e is [string, Flexible] => e[1] === null || ['string', 'number', 'boolean'].includes(typeof e[1])),
  );
}

/**
 * The wire QueueRequest of a case (spec 2 §3), its contacts and free text as the privacy rule shows
 * them, and the row status of the request it led to, if any; the queue, its export and the e-sales history read it. The additionals carry the case's DND and DNDCustomer flags, as a request's additionals do,
 * so the history page's badge and the correspondence read them from one place.
 */
export function toQueueRequest(row: CaseRow) {
  const view = caseContactView(row);
  const json = row.request_json;
  return {
    id: row.id,
    eQuote: text(row.equote),
    error: view.text(text(row.error)),
    name: row.customer_name,
    email: view.email(text(row.email)),
    phoneNo: view.phone(text(row.phone)),
    corporateName: row.corporate_name,
    corporateId: row.corporate_id,
    requestId: row.request_id,
    status: caseRowStatus(row.status_id),
    requestJSON: {
      city: text(json.city),
      state: text(json.state),
      isHNI: bool(json.isHNI),
      isSHNI: bool(json.isSHNI),
      memberId: text(row.member_id),
      applicationNo: text(row.application_no),
      additionals: { ...view.additionals(storedAdditionals(json)), DND: row.is_dnd, DNDCustomer: row.is_dnd_customer },
    },
    dateTimeCreated: new Date(row.created_on).toISOString(),
  };
}
/** One wire queue row. */
export type QueueItem = ReturnType<typeof toQueueRequest>;
