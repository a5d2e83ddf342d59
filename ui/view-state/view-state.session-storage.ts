import { readJson } from '../../adapters/browser/stored-json.ts';
import type { DateFilterChoice, PageTracking, ViewStatePort } from './view-state.port.ts';

/** The session-storage keys of spec 1 §3 (pageTracking, dateFilterObject). */
export const ViewStateKey = { pageTracking: 'pageTracking', dateFilter: 'dateFilterObject' } as const;

/** dateFilterObject, or dateFilterObject.{scope} for a list that keeps its own choice. */
const dateFilterKey = (scope?: string) => (scope ? `${ViewStateKey.dateFilter}.${scope}` : ViewStateKey.dateFilter);

/** ViewStatePort on session storage: list state lives as long as the browser tab. */
export class SessionStorageViewState implements ViewStatePort {
  constructor(private readonly storage: Storage = globalThis.sessionStorage) {}

  pageTracking(): PageTracking | undefined {
    return readJson<PageTracking>(this.storage, ViewStateKey.pageTracking);
  }

  savePageTracking(tracking: PageTracking): void {
    this.storage.setItem(ViewStateKey.pageTracking, JSON.stringify(tracking));
  }

  dateFilter(scope?: string): DateFilterChoice | undefined {
    return readJson<DateFilterChoice>(this.storage, dateFilterKey(scope));
  }

  saveDateFilter(choice: DateFilterChoice, scope?: string): void {
    this.storage.setItem(dateFilterKey(scope), JSON.stringify(choice));
  }

  resetPaging(): void {
    this.storage.removeItem(ViewStateKey.pageTracking);
  }
}
