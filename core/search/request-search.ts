import { SearchBy, type SearchQuery } from './search-by.ts';

/** The searchParam of RequestDetails (spec 1 §7): any one term is enough, several narrow (AND). */
export interface RequestSearchParam {
  readonly requestIds?: readonly number[];
  readonly employeeIds?: readonly string[];
  readonly patientName?: string;
  readonly contactNumber?: string;
  readonly emailId?: string;
}

/** A search the lab lists can run, or why it cannot (shown instead of a list the server would refuse). */
export type RequestSearch = { readonly param: RequestSearchParam } | { readonly problem: string };

/** The most ids one search may carry (the contract's limit). */
export const MAX_SEARCH_IDS = 100;
/** Names need three characters: shorter fragments match too much to be useful (and are slow). */
export const MIN_NAME_LENGTH = 3;

const splitList = (text: string) => text.split(/[\s,;]+/).filter((t) => t !== '');

/**
 * What a top-bar search asks RequestDetails for (spec 1 §2, §7). Several request or employee ids
 * may be given, separated by commas or spaces; a phone number may carry spaces, '+', '-' or
 * brackets, which are dropped; a name needs at least three characters. Insurer-only keys are
 * refused: the lab lists never offer them.
 */
export function requestSearch(query: SearchQuery): RequestSearch {
  const text = query.text.trim();
  switch (query.searchBy) {
    case SearchBy.requestId: {
      const parts = splitList(text);
      if (parts.length === 0 || !parts.every((p) => /^\d{1,15}$/.test(p) && Number(p) > 0)) return { problem: 'Enter a numeric Request Id' };
      if (parts.length > MAX_SEARCH_IDS) return { problem: `Search at most ${MAX_SEARCH_IDS} ids at a time` };
      return { param: { requestIds: [...new Set(parts.map(Number))] } };
    }
    case SearchBy.employeeId: {
      const parts = splitList(text);
      if (parts.length > MAX_SEARCH_IDS) return { problem: `Search at most ${MAX_SEARCH_IDS} ids at a time` };
      if (parts.some((p) => p.length > 50)) return { problem: 'An Employee Id has at most 50 characters' };
      return parts.length === 0 ? { problem: 'Enter an Employee Id' } : { param: { employeeIds: [...new Set(parts)] } };
    }
    case SearchBy.phoneNumber: {
      const digits = text.replace(/[\s+\-().]/g, '');
      return /^\d{3,15}$/.test(digits) ? { param: { contactNumber: digits } } : { problem: 'Enter 3 to 15 digits of the phone number' };
    }
    case SearchBy.email:
      return text.length >= 3 && text.length <= 254 ? { param: { emailId: text } } : { problem: 'Enter at least 3 characters of the e-mail address' };
    case SearchBy.name:
      return text.length >= MIN_NAME_LENGTH && text.length <= 100
        ? { param: { patientName: text } }
        : { problem: `Enter at least ${MIN_NAME_LENGTH} characters of the name` };
    default:
      return { problem: 'This search is not available for lab appointments' };
  }
}

/** The search-by key in a URL's query, if it is one the portal knows. */
export function parseSearchBy(value: string | null | undefined): SearchBy | undefined {
  return value && (Object.values(SearchBy) as string[]).includes(value) ? (value as SearchBy) : undefined;
}
