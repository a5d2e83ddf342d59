/** Where a list left off (spec 1 §3 pageTracking): the page, the SLA toggle and the range shown. */
export interface PageTracking {
  page: number;
  sla: boolean;
  startTime: string | null;
  endTime: string | null;
}

/** The chosen date filter (spec 1 §3 dateFilterObject), kept for the browser session. */
export interface DateFilterChoice {
  name: string;
  startDate: string;
  endDate: string;
}

/**
 * Per-tab view state kept for the browser session only (spec 3 §9: "kept in session storage"), so
 * a list reopens where the user left it until the logo resets it. The portal's own memory, read by
 * no rule of the domain, so it lives with the portal rather than in core.
 */
export interface ViewStatePort {
  pageTracking(): PageTracking | undefined;
  savePageTracking(tracking: PageTracking): void;
  /**
   * The date filter chosen for a list. `scope` names the list (a lab tab keeps its own choice,
   * since New opens on another preset than the rest); without it, the one shared choice.
   */
  dateFilter(scope?: string): DateFilterChoice | undefined;
  saveDateFilter(choice: DateFilterChoice, scope?: string): void;
  /** Forgets where the lists left off (the logo's reset); the date filter stays for the session. */
  resetPaging(): void;
}
