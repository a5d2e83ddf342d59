import { parseSearchBy } from '../../../core/search/request-search.ts';
import { searchQuery, type SearchQuery } from '../../../core/search/search-by.ts';

/**
 * The top-bar search a location carries: ?searchBy=&search= (which survives a reload), else the
 * navigation state {search}; undefined for a plain visit.
 */
export function searchFromLocation(location: { search: string; state: unknown }): SearchQuery | undefined {
  const params = new URLSearchParams(location.search);
  const by = parseSearchBy(params.get('searchBy'));
  const text = params.get('search');
  if (by && text !== null) return searchQuery(by, text);
  const state = (location.state as { search?: { searchBy?: string; text?: string } } | null)?.search;
  const stateBy = parseSearchBy(state?.searchBy);
  return stateBy && typeof state?.text === 'string' ? searchQuery(stateBy, state.text) : undefined;
}
