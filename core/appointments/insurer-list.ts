import { RoleName } from '../session/roles.ts';
import { SearchBy, type SearchQuery } from '../search/search-by.ts';
import { DatePreset } from './date-presets.ts';

/** The fields the insurer list can be sorted by: the wire's sortByField values. */
export const InsurerSortField = {
  FulfillmentDate: 'FulfillmentDate',
  CreatedDate: 'CreatedDate',
  ModificationDate: 'ModificationDate',
  Priority: 'Priority',
} as const;
/** One insurer sort field. */
export type InsurerSortField = (typeof InsurerSortField)[keyof typeof InsurerSortField];

/** The insurer list's order. */
export interface InsurerSortOrder {
  readonly field: InsurerSortField;
  readonly descending: boolean;
}

/** The insurer call sorts by appointment date, latest first (spec 1 §7, §9). */
export const INSURER_DEFAULT_SORT: InsurerSortOrder = { field: InsurerSortField.FulfillmentDate, descending: true };

/** The insurer list opens on Rolling 1 Month (spec 1 §9 default date filter). */
export const INSURER_DEFAULT_PRESET = DatePreset.Rolling1Month;

/** A click on a sortable header: the same field flips, another field starts with the latest first. */
export function nextInsurerSort(current: InsurerSortOrder, field: InsurerSortField): InsurerSortOrder {
  if (current.field === field) return { field, descending: !current.descending };
  return { field, descending: true };
}

/** The search fields of insurance/appointments/ (spec 1 §7): at most one is filled per search. */
export interface InsurerSearchFields {
  readonly requestID?: number;
  readonly employeeID?: string;
  readonly MAID?: string;
  readonly patientName?: string;
  readonly mobileNo?: string;
}

/** A search the insurer list can run, or why it cannot. */
export type InsurerSearch = { readonly fields: InsurerSearchFields } | { readonly problem: string };

/**
 * What a top-bar search asks the insurer list for (spec 1 §2 insurer search-by keys): Request/Esales
 * Id is one number, Member Id the employee id, Application No the MAID, Name at least three letters,
 * Contact No 3 to 15 digits (spaces, '+', '-' and brackets dropped). Lab-only keys are refused.
 */
export function insurerSearch(query: SearchQuery): InsurerSearch {
  const text = query.text.trim();
  switch (query.searchBy) {
    case SearchBy.requestOrEsalesId:
      return /^\d{1,15}$/.test(text) && Number(text) > 0 ? { fields: { requestID: Number(text) } } : { problem: 'Enter a numeric Request/Esales Id' };
    case SearchBy.memberId:
      return text.length >= 1 && text.length <= 50 ? { fields: { employeeID: text } } : { problem: 'Enter a Member Id of at most 50 characters' };
    case SearchBy.applicationNo:
      return text.length >= 1 && text.length <= 50 ? { fields: { MAID: text } } : { problem: 'Enter an Application No of at most 50 characters' };
    case SearchBy.name:
      return text.length >= 3 && text.length <= 100 ? { fields: { patientName: text } } : { problem: 'Enter at least 3 characters of the name' };
    case SearchBy.contactNo: {
      const digits = text.replace(/[\s+\-().]/g, '');
      return /^\d{3,15}$/.test(digits) ? { fields: { mobileNo: digits } } : { problem: 'Enter 3 to 15 digits of the contact number' };
    }
    default:
      return { problem: 'This search is not available for insurer appointments' };
  }
}

/** The tail of the insurer list error (spec 1 §8). */
export const INSURER_LIST_ERROR_TAIL = 'Please Logout and try again !';
/** What shows when the server could not be reached or gave no reason (spec 1 §8 generic). */
export const INSURER_LIST_GENERIC_ERROR = 'Something went wrong. Please try again later';

/**
 * The insurer list error (spec 1 §8): the server message followed by 'Please Logout and try again !'.
 * Without a server message (unreachable server) the generic message shows alone.
 */
export function insurerListErrorMessage(serverMessage: string | null | undefined): string {
  const text = (serverMessage ?? '').trim();
  return text === '' ? INSURER_LIST_GENERIC_ERROR : `${text} ${INSURER_LIST_ERROR_TAIL}`;
}

/**
 * Whether the Download Reports button shows (spec 1 §6): for the report role (mareport) on a
 * desktop, and for the insurer admin on a mobile.
 */
export function canDownloadReports(role: RoleName, mobile: boolean): boolean {
  return mobile ? role === RoleName.insureradmin : role === RoleName.mareport;
}

