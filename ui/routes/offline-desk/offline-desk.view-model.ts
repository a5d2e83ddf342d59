import { makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import { deskScope } from '../../../core/appointments/desk-scope.ts';
import type { DeskScope } from '../../../core/appointments/lab-desk.port.ts';
import { DEFAULT_SORT, nextSort, type SortField, type SortOrder } from '../../../core/appointments/sort-fields.ts';
import { OFFLINE_ACTION_LABEL, type OfflineAction } from '../../../core/consults/offline-actions.ts';
import { bulkEligibleOffline, offlineBulkActions, offlineBulkEnabled } from '../../../core/consults/offline-bulk.ts';
import { offlineBulkSplit } from '../../../core/consults/offline-bulk-split.ts';
import type { BulkUndoPort } from '../../../core/bulk/bulk-undo.port.ts';
import { BulkRunModel } from '../../components/bulk/bulk-run.model.ts';
import { bulkVerb } from '../../components/bulk/bulk-verb.ts';
import { offlineDefaultDateFilter } from '../../../core/consults/offline-date-filter.ts';
import type { OfflineDeskPort, OfflineListQuery, OfflineRequest, OfflineTabCounts } from '../../../core/consults/offline-desk.port.ts';
import { OFFLINE_TABS, offlineListScope, tabCounter, type OfflineSubTab, type OfflineTab, type OfflineTabInfo } from '../../../core/consults/offline-tabs.ts';
import { offlineHasSla } from '../../../core/consults/offline-pending.ts';
import type { LiveFeedPort } from '../../../core/live/live-change.ts';
import { LiveListModel } from '../../components/live/live-list.model.ts';
import { APPOINTMENTS_CSV } from '../../../core/appointments/export-file.ts';
import type { FileSaverPort } from '../../../core/files/file-saver.port.ts';
import { requestSearch, type RequestSearch } from '../../../core/search/request-search.ts';
import { PROVIDER_SEARCH_OPTIONS, searchLabel, type SearchQuery } from '../../../core/search/search-by.ts';
import { endExpiredSession } from '../../../core/session/sign-in.ts';
import type { ClockPort } from '../../../core/shared/clock.port.ts';
import { EXPORT_PAGE_SIZE, PAGE_SIZE, pageCount } from '../../../core/shared/paging.ts';
import { DateRangeModel } from '../../components/date-range/date-range.model.ts';
import { FileExport } from '../../components/loading/file-export.ts';
import { PackagePopupModel } from '../../components/package-popup/package-popup.model.ts';
import { ListLoads } from '../../components/table/list-loads.ts';
import { SelectionModel } from '../../components/table/selection.model.ts';
import type { Toaster } from '../../components/toast/toaster.ts';
import type { AppNavigator } from '../../navigation/app-navigator.ts';
import type { CurrentSession } from '../../session/current-session.ts';
import type { ViewStatePort } from '../../view-state/view-state.port.ts';
import type { Ticker } from './dialogs/slot-picker.model.ts';
import { OfflineDialogsModel } from './offline-dialogs.model.ts';
import { offlineRowView, type OfflineRowView } from './offline-row.ts';

/** One tab or sub-tab as the bar shows it: its name, two-digit counter, and how many are past SLA. */
export interface TabLink {
  readonly label: string;
  readonly counter: string;
  readonly pastSla: number;
}

/**
 * One offline-consult tab (spec 3 §2.3): counters of every tab and sub-tab, the sub-tabs of
 * Confirmed and Document Upload, the date filter (kept for the session), sorting, paging, the
 * row dialogs and bulk actions, the package popup, export, and on All Appointments the top-bar
 * search. Rows follow the children chosen in the top bar.
 */
export class OfflineDeskViewModel {
  info: OfflineTabInfo = OFFLINE_TABS[1];
  subTab: OfflineSubTab | null = null;
  rows: OfflineRequest[] = [];
  totalRecords = 0;
  counts: OfflineTabCounts = { tabs: {}, subTabs: {} };
  page = 1;
  sort: SortOrder = DEFAULT_SORT;
  search: SearchQuery | undefined = undefined;
  /** Priority Cases: only the consults past their SLA. */
  pastSlaOnly = false;
  now: Date;
  expanded: number[] = [];
  packages: PackagePopupModel | undefined = undefined;
  dates: DateRangeModel;
  readonly selection = new SelectionModel();
  readonly dialogs: OfflineDialogsModel;
  /** Changes by others while the tab is open (issue 16). */
  readonly live: LiveListModel;
  /** The preview, per-row result and Undo of bulk actions. */
  readonly bulkRun: BulkRunModel;
  private bulkLabel = '';
  private readonly exporter: FileExport;
  private readonly loads: ListLoads;
  private disposers: IReactionDisposer[] = [];
  /** The tab and search of the running start, so the screen adopting a prefetched view-model does not start it twice. */
  private startedAs: string | undefined = undefined;

  constructor(
    private readonly port: OfflineDeskPort,
    private readonly current: CurrentSession,
    private readonly clock: ClockPort,
    private readonly viewState: ViewStatePort,
    toaster: Toaster,
    saver: FileSaverPort,
    private readonly navigator: AppNavigator,
    ticker?: Ticker,
    liveFeed?: LiveFeedPort,
    undoPort?: BulkUndoPort,
  ) {
    this.now = clock.now();
    this.dates = this.datesFor(this.info.tab);
    this.exporter = new FileExport(saver, toaster);
    this.loads = new ListLoads(toaster, () => this.endSession());
    this.dialogs = new OfflineDialogsModel(port, clock, toaster, {
      scope: () => this.scope,
      afterUpdate: ({ success, bulk, outcome }) => {
        if (bulk && outcome) this.bulkRun.showResult(this.bulkLabel, outcome);
        else if (!bulk) this.bulkRun.dismiss();
        // A failed bulk also forgets the ticks (spec 3 §4.1); any success refreshes the list.
        if (success || bulk) this.selection.clear();
        if (success || bulk) void this.load();
      },
    }, ticker);
    this.live = new LiveListModel(liveFeed, {
      rowIds: () => this.rows.map((r) => r.id),
      // A search lists what it found, so only its own rows belong to it.
      belongs: (c) =>
        c.service === 'OFFLINE_CONSULTS' &&
        ((offlineListScope(this.info, this.subTab)?.statusIds ?? []) as readonly number[]).includes(c.statusId) &&
        (!this.search || this.rows.some((r) => r.id === c.requestId)),
      refreshQuietly: () => this.refreshQuietly(),
      reload: () => this.reload(),
    });
    this.bulkRun = new BulkRunModel(clock, { scope: () => this.scope, service: 'OFFLINE_CONSULTS', refresh: () => void this.load() }, undoPort);
    makeAutoObservable<this, 'port' | 'current' | 'clock' | 'viewState' | 'navigator' | 'exporter' | 'loads' | 'disposers' | 'bulkLabel' | 'startedAs'>(
      this,
      { startedAs: false, port: false, current: false, clock: false, viewState: false, navigator: false, exporter: false, loads: false, disposers: false, selection: false, dialogs: false, bulkRun: false, bulkLabel: false, live: false },
      { autoBind: true },
    );
  }

  private datesFor(tab: OfflineTab): DateRangeModel {
    return new DateRangeModel(this.clock, this.viewState, `offline.${tab}`, offlineDefaultDateFilter(tab));
  }

  /** Opens a tab on its first sub-tab (and on All a search); follows the chosen children until stop(). */
  start(tab: OfflineTab, search?: SearchQuery): void {
    // Already started so (by the landing prefetch, ui/routes/landing): its first page is on its way.
    const key = JSON.stringify([tab, search ?? null]);
    if (this.startedAs === key) return;
    this.startedAs = key;
    this.info = OFFLINE_TABS.find((t) => t.tab === tab) ?? OFFLINE_TABS[0];
    this.subTab = this.info.subTabs[0]?.subTab ?? null;
    this.dates = this.datesFor(tab);
    this.search = this.info.tab === OFFLINE_TABS[0].tab ? search : undefined;
    this.disposers.push(
      reaction(
        () => this.current.session?.user.selectedProviders.join(','),
        () => this.reload(),
      ),
    );
    void this.load();
    this.live.start();
  }

  stop(): void {
    this.startedAs = undefined;
    this.disposers.forEach((d) => d());
    this.disposers = [];
    this.dialogs.close();
    this.live.stop();
  }

  /** A new search from the top bar (or none) on All Appointments. */
  setSearch(search: SearchQuery | undefined): void {
    if (this.search?.searchBy === search?.searchBy && this.search?.text === search?.text) return;
    this.search = search;
    this.reload();
  }

  get scope(): DeskScope | undefined {
    const user = this.current.session?.user;
    return user ? deskScope(user) : undefined;
  }

  /** Where a row's request history opens. */
  historyPath(requestId: number): string {
    return `/${this.current.session?.user.role ?? 'dcadmin'}/appointments/${requestId}/history`;
  }

  /** The five tabs with their counters, for the tab bar. */
  get tabLinks(): (TabLink & { tab: OfflineTab; route: string })[] {
    return OFFLINE_TABS.map((t) => ({
      tab: t.tab, route: t.route, label: t.label, counter: tabCounter(this.counts.tabs[t.tab] ?? 0), pastSla: this.counts.pastSla?.tabs[t.tab] ?? 0,
    }));
  }

  /** The sub-tabs of this tab with their counters; none on All, Upcoming and Cancelled. */
  get subTabLinks(): (TabLink & { subTab: OfflineSubTab })[] {
    return this.info.subTabs.map((s) => ({
      subTab: s.subTab, label: s.label, counter: tabCounter(this.counts.subTabs[s.subTab] ?? 0), pastSla: this.counts.pastSla?.subTabs[s.subTab] ?? 0,
    }));
  }

  setSubTab(subTab: OfflineSubTab): void {
    if (this.subTab === subTab || !this.info.subTabs.some((s) => s.subTab === subTab)) return;
    this.subTab = subTab;
    this.reload();
  }

  /** The Priority Cases / Total Cases toggle, on a list with an SLA (not on a search). */
  get showSlaToggle(): boolean {
    const scope = offlineListScope(this.info, this.subTab);
    return !this.search && scope !== undefined && offlineHasSla(scope);
  }

  setPastSlaOnly(value: boolean): void {
    this.pastSlaOnly = value;
    this.reload();
  }

  get searchRequest(): RequestSearch | undefined {
    return this.search ? requestSearch(this.search) : undefined;
  }

  get searchLabel(): string | undefined {
    return this.search ? searchLabel(this.search, PROVIDER_SEARCH_OPTIONS) : undefined;
  }

  get searchProblem(): string | undefined {
    const s = this.searchRequest;
    return s && 'problem' in s ? s.problem : undefined;
  }

  /** All is read-only and Cancelled takes no actions (spec 3 §2.3): no actions column there. */
  get showActions(): boolean {
    return !this.info.readOnly;
  }

  get rowViews(): OfflineRowView[] {
    return this.rows.map((r) => offlineRowView(r, this.info, this.now));
  }

  private get bulkActions(): OfflineAction[] {
    return this.search ? [] : offlineBulkActions(this.info.tab, this.subTab);
  }

  /** Rows that can join one of the tab's bulk actions (and so be ticked). */
  get selectableIds(): number[] {
    const actions = this.bulkActions;
    // Offered at all, even if not now: the preview says which a bulk skips and why.
    return this.rows.filter((r) => actions.some((a) => r.nextActions.some((n) => n.action === a))).map((r) => r.id);
  }

  /** The bulk buttons of the tab, each enabled only for more than one ticked row. */
  get bulkButtons(): { action: OfflineAction; label: string; enabled: boolean }[] {
    const chosen = this.rows.filter((r) => this.selection.has(r.id));
    return this.bulkActions.map((action) => ({
      action,
      label: `${OFFLINE_ACTION_LABEL[action]} Selected`,
      enabled: offlineBulkEnabled(chosen.length) && chosen.some((r) => bulkEligibleOffline(r.nextActions, action)),
    }));
  }

  get pageCount(): number {
    return pageCount(this.totalRecords, PAGE_SIZE);
  }

  get exporting(): boolean {
    return this.exporter.isExporting;
  }

  private query(page: number, rows: number): OfflineListQuery | undefined {
    const scope = this.scope;
    const search = this.searchRequest;
    if (!scope || (search && 'problem' in search)) return undefined;
    return {
      scope,
      tab: this.info.tab,
      subTab: this.subTab,
      range: search ? null : this.dates.applied,
      page,
      rows,
      sort: this.sort,
      ...(search ? { search: search.param } : {}),
      ...(this.showSlaToggle && this.pastSlaOnly ? { pastSlaOnly: true } : {}),
    };
  }

  /** Loads the current page and the counters; a newer load wins over an older one still in flight. */
  load(): Promise<void> {
    const query = this.query(this.page, PAGE_SIZE);
    if (query) void this.loadCounts(query);
    return this.loads.run(
      query && (() => this.port.list(query)),
      this.showPage,
      () => ((this.rows = []), (this.totalRecords = 0)),
    );
  }

  /** The same page and counters again after a live change, with no busy state: rows update in place. */
  refreshQuietly(): Promise<void> {
    const query = this.query(this.page, PAGE_SIZE);
    if (query) void this.loadCounts(query);
    return this.loads.runQuietly(query && (() => this.port.list(query)), this.showPage);
  }

  private showPage(result: Awaited<ReturnType<OfflineDeskPort['list']>>): void {
    this.now = this.clock.now();
    this.rows = [...result.rows];
    this.totalRecords = result.totalRecords;
    this.selection.keepOnly(this.selectableIds);
    this.live.settle();
  }

  get loading(): boolean {
    return this.loads.loading;
  }

  get loaded(): boolean {
    return this.loads.loaded;
  }

  /** The counters over the tab's window; without them the bar shows what it had (the list says if the server is down). */
  private async loadCounts(query: OfflineListQuery): Promise<void> {
    try {
      const counts = await this.port.tabCounts(query.scope, query.range);
      runInAction(() => (this.counts = counts));
    } catch {
      // The list's own call reports a failure; a counter is not worth a second toast.
    }
  }

  /** A 403 on a list ends the session (spec 3 §4.4). */
  private endSession(): void {
    endExpiredSession(this.current);
    this.navigator.go('/login', { replace: true });
  }

  /** Back to page 1 with the same filters. */
  reload(): void {
    this.page = 1;
    this.selection.clear();
    void this.load();
  }

  setPage(page: number): void {
    this.page = page;
    this.selection.clear();
    void this.load();
  }

  sortBy(field: string): void {
    this.sort = nextSort(this.sort, field as SortField);
    this.reload();
  }

  /** Opens the dialog of a row's button; a disabled one opens nothing. */
  act(action: OfflineAction, row: OfflineRequest): void {
    const next = row.nextActions.find((n) => n.action === action);
    if (!next || next.disabledReason !== null || this.info.readOnly) return;
    this.dialogs.openForRow(action, row);
  }

  actOnSelection(action: OfflineAction): void {
    const button = this.bulkButtons.find((b) => b.action === action);
    if (!button?.enabled) return;
    const rows = this.rows.filter((r) => this.selection.has(r.id));
    const split = offlineBulkSplit(action, rows.map((r) => ({ requestId: r.id, statusId: r.statusId, nextActions: r.nextActions })));
    this.bulkLabel = OFFLINE_ACTION_LABEL[action];
    // Continue opens the dialog for the consults the preview kept: the skipped are neither counted nor sent.
    this.bulkRun.open({ verb: bulkVerb(action), actionLabel: this.bulkLabel, split }, (applies) =>
      this.dialogs.openForBulk(action, rows.filter((r) => applies.includes(r.id))),
    );
  }

  toggleExpanded(id: number): void {
    this.expanded = this.expanded.includes(id) ? this.expanded.filter((e) => e !== id) : [...this.expanded, id];
  }

  openPackages(row: OfflineRequest): void {
    this.packages = new PackagePopupModel(this.port, row);
    void this.packages.load();
  }

  closePackages(): void {
    this.packages = undefined;
  }

  /** Export: every row of the current selection as AppointmentData.csv, or 'Failed to export data'. */
  exportCsv(): Promise<void> {
    const query = this.query(1, EXPORT_PAGE_SIZE);
    return query ? this.exporter.run(() => this.port.exportCsv(query), APPOINTMENTS_CSV) : Promise.resolve();
  }
}
