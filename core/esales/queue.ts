import { indiaDay } from '../shared/india-time.ts';
import { PAGE_SIZE, PAGER_BOUNDARY } from '../shared/paging.ts';
import { DatePreset, dayRangeProblem, monthsBefore, presetRange, type DayRange } from '../appointments/date-presets.ts';
import { SearchBy, type SearchQuery } from '../search/search-by.ts';

/** The queue shows ten cases a page with four page buttons either side (spec 2 §9): the lists' own pager. */
export const QUEUE_PAGE_SIZE = PAGE_SIZE;
/** The file the queue's Export saves; the server names it the same (Content-Disposition). */
export const ESALES_QUEUE_CSV = 'EsalesQueue.csv';
export const QUEUE_PAGER_BOUNDARY = PAGER_BOUNDARY;

/**
 * The queue opens on one month back to today (spec 2 §9): the lists' Rolling 1 Month preset. Export
 * defaults to three months back to today.
 */
export const QUEUE_DEFAULT_PRESET = DatePreset.Rolling1Month;
export const EXPORT_DEFAULT_MONTHS = 3;

/** The queue's date filter when it opens. */
export function queueDefaultRange(now: Date): DayRange {
  return presetRange(QUEUE_DEFAULT_PRESET, now);
}

/** The range an export covers when no range was chosen: three months back to today. */
export function exportDefaultRange(now: Date): DayRange {
  const today = indiaDay(now);
  return { startDate: monthsBefore(today, EXPORT_DEFAULT_MONTHS), endDate: today };
}

/**
 * What Export covers: the range the user chose in the filter, or the export's own three months
 * while the filter still shows the queue's default.
 */
export function exportRange(preset: DatePreset, applied: DayRange, now: Date): DayRange {
  return preset === QUEUE_DEFAULT_PRESET ? exportDefaultRange(now) : applied;
}

/** The red alert of a queue that failed to load (spec 2 §8): the server's message, then the advice. */
export const QUEUE_LOAD_ADVICE = 'Please Logout and try again !';
export function queueLoadErrorMessage(serverMessage: string | null | undefined): string {
  const message = serverMessage?.trim();
  return message ? `${message} ${QUEUE_LOAD_ADVICE}` : QUEUE_LOAD_ADVICE;
}

/** Why a queue date range cannot be searched, or undefined: the lists' one day-range rule. */
export const queueRangeProblem = dayRangeProblem;

/** The wire's searchBy values of the queue search (spec 2 §2.7, in the selector's order). */
export const QueueSearchKind = {
  RequestId: 'RequestId',
  MemberId: 'MemberId',
  ApplicationNo: 'ApplicationNo',
  Name: 'Name',
  ContactNo: 'ContactNo',
} as const;
export type QueueSearchKind = (typeof QueueSearchKind)[keyof typeof QueueSearchKind];

const KIND_OF: Partial<Record<SearchBy, QueueSearchKind>> = {
  [SearchBy.requestOrEsalesId]: QueueSearchKind.RequestId,
  [SearchBy.memberId]: QueueSearchKind.MemberId,
  [SearchBy.applicationNo]: QueueSearchKind.ApplicationNo,
  [SearchBy.name]: QueueSearchKind.Name,
  [SearchBy.contactNo]: QueueSearchKind.ContactNo,
};

/** Names need three characters, as in every list's name search. */
export const MIN_QUEUE_NAME_LENGTH = 3;

/** A queue search the server can run (the text as it matches), or why not. */
export type QueueSearch = { readonly kind: QueueSearchKind; readonly text: string } | { readonly problem: string };

/**
 * What a top-bar search asks the queue for: a Request/Esales Id is one number (a case id or an
 * appointment request id), Member Id and Application No (or eQuote) are matched whole, a name
 * needs three characters, a contact number 3 to 15 digits (spaces, '+', '-', brackets dropped).
 * The same rule checks the box in the portal and the body on the server.
 */
export function queueSearch(query: SearchQuery): QueueSearch {
  const kind = KIND_OF[query.searchBy];
  const text = query.text.trim();
  switch (kind) {
    case QueueSearchKind.RequestId:
      return /^\d{1,15}$/.test(text) && Number(text) > 0 ? { kind, text: String(Number(text)) } : { problem: 'Enter a numeric Request/Esales Id' };
    case QueueSearchKind.MemberId:
      return text.length >= 1 && text.length <= 50 ? { kind, text } : { problem: 'Enter a Member Id of at most 50 characters' };
    case QueueSearchKind.ApplicationNo:
      return text.length >= 1 && text.length <= 50 ? { kind, text } : { problem: 'Enter an Application No of at most 50 characters' };
    case QueueSearchKind.Name:
      return text.length >= MIN_QUEUE_NAME_LENGTH && text.length <= 100
        ? { kind, text }
        : { problem: `Enter at least ${MIN_QUEUE_NAME_LENGTH} characters of the name` };
    case QueueSearchKind.ContactNo: {
      const digits = text.replace(/[\s+\-().]/g, '');
      return /^\d{3,15}$/.test(digits) ? { kind, text: digits } : { problem: 'Enter 3 to 15 digits of the contact number' };
    }
    default:
      return { problem: 'This search is not available for the e-sales queue' };
  }
}

/** The top-bar key of a wire searchBy (the server checks a body with the portal's rule). */
export function searchByOfKind(kind: QueueSearchKind): SearchBy {
  return (Object.keys(KIND_OF) as SearchBy[]).find((k) => KIND_OF[k] === kind)!;
}
