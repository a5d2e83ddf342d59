import type { QueueAnswer, QueueCase, QueueQuery } from '../../core/esales/queue.port.ts';
import { formatIndiaDateTime } from '../../core/shared/india-time.ts';
import type { components as Insurance, operations } from '../../openapi/generated/insurance.ts';

type WireCase = Insurance['schemas']['QueueRequest'];
type WireAnswer = Insurance['schemas']['InsurerListResponse'];
type SearchBody = operations['searchEsalesQueue']['requestBody']['content']['application/json'];
type ExportBody = operations['exportEsalesQueue']['requestBody']['content']['application/json'];

const orNull = <T>(value: T | null | undefined): T | null => (value === undefined ? null : value);

/** The chosen corporates, when there are any to send. */
const corporates = (q: QueueQuery) => (q.corporateIds && q.corporateIds.length > 0 ? { corporateIDs: [...q.corporateIds] } : {});

/** A queue search body (spec 2 §7 "Queue search": id, page minus 1, start, end, RequestCreationDate). */
export function toQueueSearchBody(q: QueueQuery): SearchBody {
  return {
    ...(q.search ? { id: q.search.text, searchBy: q.search.kind } : {}),
    page: q.page - 1,
    start: q.range.startDate,
    end: q.range.endDate,
    dateType: 'RequestCreationDate',
    ...corporates(q),
  };
}

/** An export body: the search, the page, the dates. */
export function toQueueExportBody(q: QueueQuery): ExportBody {
  return {
    ...(q.search ? { search: q.search.text, searchBy: q.search.kind } : {}),
    page: q.page - 1,
    startDate: q.range.startDate,
    endDate: q.range.endDate,
    ...corporates(q),
  };
}

/** One wire case as the queue shows it. */
export function toQueueCase(w: WireCase): QueueCase {
  return {
    id: w.id,
    eQuote: orNull(w.eQuote),
    error: orNull(w.error),
    name: w.name,
    corporateName: orNull(w.corporateName),
    phone: orNull(w.phoneNo),
    doNotDisturb: w.requestJSON?.additionals?.DND === true,
    doNotDisturbCustomer: w.requestJSON?.additionals?.DNDCustomer === true,
    memberId: orNull(w.requestJSON?.memberId),
    email: orNull(w.email),
    city: orNull(w.requestJSON?.city),
    state: orNull(w.requestJSON?.state),
    createdOn: formatIndiaDateTime(new Date(w.dateTimeCreated)),
    requestId: orNull(w.requestId),
    status: orNull(w.status),
  };
}

/** The queue's answer: cases, or the appointment requests a Request Id named; undefined when neither came back. */
export function toQueueAnswer(w: WireAnswer): QueueAnswer | undefined {
  if (w.activerequests?.isSuccess) return { kind: 'appointments', requestIds: w.activerequests.appointmentList.map((a) => a.customerDetails.requestID) };
  if (w.queueRequests?.isSuccess) return { kind: 'queue', rows: w.queueRequests.queueList.map(toQueueCase), total: w.queueRequests.totalQueueRequest, isTotalCapped: w.queueRequests.isTotalCapped ?? false };
  return undefined;
}
