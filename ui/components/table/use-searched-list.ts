import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import useMediaQuery from '@mui/material/useMediaQuery';
import { parseSearchBy } from '../../../core/search/request-search.ts';
import { searchQuery, type SearchQuery } from '../../../core/search/search-by.ts';
import { MOBILE_QUERY } from '../../app/theme.ts';

/** What a list screen's view-model offers the page: the layout it draws, and a start with the search the URL carries. */
export interface SearchedList {
  setMobile(mobile: boolean): void;
  start(search: SearchQuery | null): Promise<void>;
  /** Reloads when the top bar's child-entity choice changes; returns the disposer. */
  followChoice(): () => void;
}

/**
 * Starts a list screen (the insurer's All Appointments, the e-sales queue) with the top bar's
 * search from the URL (?searchBy=&search=), again whenever it changes or the top bar's child-entity
 * choice does, and keeps its layout in step with the mobile breakpoint, which it answers.
 */
export function useSearchedList(vm: SearchedList): boolean {
  const mobile = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const [params] = useSearchParams();
  const searchBy = parseSearchBy(params.get('searchBy'));
  const text = params.get('search') ?? '';
  useEffect(() => {
    vm.setMobile(mobile);
  }, [vm, mobile]);
  useEffect(() => vm.followChoice(), [vm]);
  useEffect(() => {
    void vm.start((searchBy && searchQuery(searchBy, text)) || null);
  }, [vm, searchBy, text]);
  return mobile;
}
