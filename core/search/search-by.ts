import { isProviderRole, type RoleName } from '../session/roles.ts';

/**
 * The kinds of value the top-bar search looks for (spec 1 §2 Shell, spec 2 §2.7). Providers search
 * their requests; insurers search appointments and e-sales cases, so each side has its own list.
 */
export const SearchBy = {
  requestId: 'requestId',
  employeeId: 'employeeId',
  phoneNumber: 'phoneNumber',
  email: 'email',
  name: 'name',
  requestOrEsalesId: 'requestOrEsalesId',
  memberId: 'memberId',
  applicationNo: 'applicationNo',
  contactNo: 'contactNo',
} as const;
export type SearchBy = (typeof SearchBy)[keyof typeof SearchBy];

/** One choice of the search-by selector: its key and the label people read. */
export interface SearchOption {
  value: SearchBy;
  label: string;
}

/** Provider search choices, in the spec's order. */
export const PROVIDER_SEARCH_OPTIONS: readonly SearchOption[] = [
  { value: SearchBy.requestId, label: 'Request Id' },
  { value: SearchBy.employeeId, label: 'Employee Id' },
  { value: SearchBy.phoneNumber, label: 'Phone Number' },
  { value: SearchBy.email, label: 'Email' },
  { value: SearchBy.name, label: 'Name' },
];

/** Insurer search choices, in the spec's order. */
export const INSURER_SEARCH_OPTIONS: readonly SearchOption[] = [
  { value: SearchBy.requestOrEsalesId, label: 'Request/Esales Id' },
  { value: SearchBy.memberId, label: 'Member Id' },
  { value: SearchBy.applicationNo, label: 'Application No' },
  { value: SearchBy.name, label: 'Name' },
  { value: SearchBy.contactNo, label: 'Contact No' },
];

/** The search choices a role is offered; the first is the default. */
export function searchOptionsFor(role: RoleName): readonly SearchOption[] {
  return isProviderRole(role) ? PROVIDER_SEARCH_OPTIONS : INSURER_SEARCH_OPTIONS;
}

/** A search the user ran from the top bar: what kind of value, and the trimmed text. */
export interface SearchQuery {
  searchBy: SearchBy;
  text: string;
}

/** A running search in words ('Name: asha'), by the label of its kind among the offered options. */
export function searchLabel(search: SearchQuery, options: readonly SearchOption[]): string {
  const by = options.find((o) => o.value === search.searchBy)?.label ?? search.searchBy;
  return `${by}: ${search.text}`;
}

/** The search to run, or undefined when the box holds only spaces (nothing to look for). */
export function searchQuery(searchBy: SearchBy, text: string): SearchQuery | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : { searchBy, text: trimmed };
}
