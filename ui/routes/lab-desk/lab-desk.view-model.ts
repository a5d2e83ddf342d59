import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import { deskScope } from '../../../core/appointments/desk-scope.ts';
import { LAB_ACTION_LABEL, type LabAction, type RowButton } from '../../../core/appointments/lab-actions.ts';
import type { DeskScope, LabDeskPort, LabListQuery, LabRequest } from '../../../core/appointments/lab-desk.port.ts';
import { BULK_ACTIONS, bulkEligible, bulkEnabled } from '../../../core/appointments/row-actions.ts';
import { hasSla } from '../../../core/appointments/sla.ts';
import { DEFAULT_SORT, nextSort, type SortField, type SortOrder } from '../../../core/appointments/sort-fields.ts';
import { LAB_TABS, LabTab, type LabTabInfo } from '../../../core/appointments/tabs.ts';
import { requestSearch, type RequestSearch } from '../../../core/search/request-search.ts';
import { PROVIDER_SEARCH_OPTIONS, searchLabel, type SearchQuery } from '../../../core/search/search-by.ts';
import type { ClockPort } from '../../../core/shared/clock.port.ts';
import { EXPORT_PAGE_SIZE, PAGE_SIZE, pageCount, totalLabel } from '../../../core/shared/paging.ts';
import type { ViewStatePort } from '../../view-state/view-state.port.ts';
import { endExpiredSession } from '../../../core/session/sign-in.ts';
import type { FileSaverPort } from '../../../core/files/file-saver.port.ts';
import { DateRangeModel } from '../../components/date-range/date-range.model.ts';
import { SelectionModel } from '../../components/table/selection.model.ts';
import { ListLoads } from '../../components/table/list-loads.ts';
import type { Toaster } from '../../components/toast/toaster.ts';
import type { AppNavigator } from '../../navigation/app-navigator.ts';
import type { CurrentSession } from '../../session/current-session.ts';
import { DeskDialogsModel } from './desk-dialogs.model.ts';
import { labBulkSplit } from '../../../core/appointments/lab-bulk-split.ts';
import type { BulkUndoPort } from '../../../core/bulk/bulk-undo.port.ts';
import { BulkRunModel } from '../../components/bulk/bulk-run.model.ts';
import { bulkVerb } from '../../components/bulk/bulk-verb.ts';
import { DeskDownloadsModel } from './desk-downloads.model.ts';
import { labRowView, type LabRowView } from './lab-row.ts';
import { PackagePopupModel } from '../../components/package-popup/package-popup.model.ts';
import { translate } from '../../i18n/define-text.ts';
import { translateCore } from '../../i18n/core-text.ts';
import { labDeskText } from './lab-desk.text.ts';
import './lab-desk.core-text.ts';
import type { LiveFeedPort } from '../../../core/live/live-change.ts';
import { LiveListModel } from '../../components/live/live-list.model.ts';

/**
 * One lab tab (spec 1 §2): the date filter, the Priority / Total cases toggle, sorting, paging,
 * selection with bulk actions, the row dialogs, the package popup, export, and on All
 * Appointments the top-bar search. Rows follow the children chosen in the top bar.
 */
export class LabDeskViewModel {
  tab: LabTab = LabTab.NEW_APPOINTMENTS;
  rows: LabRequest[] = [];
  totalRecords = 0;
  isTotalCapped = false;
  /** How many rows of the tab (or search) are past their SLA. */
  pastSlaCount = 0;
  page = 1;
  sort: SortOrder = DEFAULT_SORT;
  highSlaOnly = false;
  search: SearchQuery | undefined = undefined;
  now: Date;
  expanded: number[] = [];
  packages: PackagePopupModel | undefined = undefined;
  dates: DateRangeModel;
  readonly selection = new SelectionModel();
  readonly dialogs: DeskDialogsModel;
  readonly downloads: DeskDownloadsModel;
  /** Changes by others while the tab is open (issue 16). */
  readonly live: LiveListModel;
  /** The preview, per-row result and Undo of bulk actions. */
  readonly bulkRun: BulkRunModel;
  private bulkLabel = '';
  private readonly loads: ListLoads;
  private disposers: IReactionDisposer[] = [];
  /** The tab and search of the running start, so the screen adopting a prefetched view-model does not start it twice. */
  private startedAs: string | undefined = undefined;

  constructor(
    private readonly port: LabDeskPort,
    private readonly current: CurrentSession,
    private readonly clock: ClockPort,
    private readonly viewState: ViewStatePort,
    toaster: Toaster,
    saver: FileSaverPort,
    private readonly navigator: AppNavigator,
    liveFeed?: LiveFeedPort,
    undoPort?: BulkUndoPort,
  ) {
    this.now = clock.now();
    this.dates = this.datesFor(this.tab);
    this.downloads = new DeskDownloadsModel(port, saver, toaster);
    this.loads = new ListLoads(toaster, () => this.endSession());
    this.dialogs = new DeskDialogsModel(port, toaster, {
      scope: () => this.scope,
      afterUpdate: ({ success, bulk, outcome }) => {
        if (bulk && outcome) this.bulkRun.showResult(this.bulkLabel, outcome);
        else if (!bulk) this.bulkRun.dismiss();
        if (success || bulk) this.selection.clear();
        if (success || bulk) void this.load();
      },
    });
    this.live = new LiveListModel(liveFeed, {
      rowIds: () => this.rows.map((r) => r.id),
      // A search lists what it found, so only its own rows belong to it.
      belongs: (c) => c.service === 'LABS' && (this.info.statusIds as readonly number[]).includes(c.statusId) && (!this.search || this.rows.some((r) => r.id === c.requestId)),
      refreshQuietly: () => this.refreshQuietly(),
      reload: () => this.reload(),
    });
    this.bulkRun = new BulkRunModel(clock, { scope: () => this.scope, service: 'LABS', refresh: () => void this.load() }, undoPort);
    makeAutoObservable<this, 'port' | 'current' | 'clock' | 'viewState' | 'navigator' | 'loads' | 'disposers' | 'bulkLabel' | 'startedAs'>(
      this,
      { startedAs: false, port: false, current: false, clock: false, viewState: false, navigator: false, loads: false, disposers: false, selection: false, dialogs: false, downloads: false, bulkRun: false, bulkLabel: false, live: false },
      { autoBind: true },
    );
  }

  private datesFor(tab: LabTab): DateRangeModel {
    return new DateRangeModel(this.clock, this.viewState, `lab.${tab}`, LAB_TABS[tab].defaultDateFilter);
  }

  /** Opens a tab (and on All Appointments a search); follows the chosen children until stop(). */
  start(tab: LabTab, search?: SearchQuery): void {
    // Already started so (by the landing prefetch, ui/routes/landing): its first page is on its way.
    const key = JSON.stringify([tab, search ?? null]);
    if (this.startedAs === key) return;
    this.startedAs = key;
    this.tab = tab;
    this.dates = this.datesFor(tab);
    this.search = tab === LabTab.ALL_APPOINTMENTS ? search : undefined;
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
    this.live.stop();
  }

  /** A new search from the top bar (or none) on All Appointments. */
  setSearch(search: SearchQuery | undefined): void {
    if (this.search?.searchBy === search?.searchBy && this.search?.text === search?.text) return;
    this.search = search;
    this.reload();
  }

  get info(): LabTabInfo {
    return LAB_TABS[this.tab];
  }

  /** Where a row's request history opens (spec 1 §2: /{role}/appointments/{requestId}/history). */
  historyPath(requestId: number): string {
    return `/${this.current.session?.user.role ?? 'dcadmin'}/appointments/${requestId}/history`;
  }

  get scope(): DeskScope | undefined {
    const user = this.current.session?.user;
    return user ? deskScope(user) : undefined;
  }

  get searchRequest(): RequestSearch | undefined {
    return this.search ? requestSearch(this.search) : undefined;
  }

  /** 'Employee Id: E-77', what the results are for. */
  get searchLabel(): string | undefined {
    return this.search ? searchLabel(this.search, PROVIDER_SEARCH_OPTIONS) : undefined;
  }

  get searchProblem(): string | undefined {
    const s = this.searchRequest;
    return s && 'problem' in s ? s.problem : undefined;
  }

  get showActions(): boolean {
    return !this.info.readOnly;
  }

  get showSlaToggle(): boolean {
    return hasSla(this.tab) && !this.search;
  }

  /**
   * The breach count beside the tab's name, only on a tab with an SLA of its own: the server also
   * counts late rows on All Appointments (each by its own tab's rule), but that tab has no SLA.
   */
  get slaBadgeCount(): number {
    return hasSla(this.tab) ? this.pastSlaCount : 0;
  }

  get rowViews(): LabRowView[] {
    return this.rows.map((r) => labRowView(r, this.tab, this.now));
  }

  get selectableIds(): number[] {
    return this.rowViews.filter((r) => r.selectable).map((r) => r.id);
  }

  get pageCount(): number {
    return pageCount(this.totalRecords, PAGE_SIZE);
  }

  get totalText(): string {
    return totalLabel(this.totalRecords, this.isTotalCapped);
  }

  /** The bulk buttons of the tab, each enabled only for more than one ticked row that can take it. */
  get bulkButtons(): { action: LabAction; label: string; enabled: boolean }[] {
    const chosen = this.rows.filter((r) => this.selection.has(r.id));
    return (BULK_ACTIONS[this.tab] ?? []).map((action) => ({
      action,
      label: translate(labDeskText, 'selected', { action: translateCore(LAB_ACTION_LABEL[action]) }),
      // Some may be skipped: the preview says which, and why.
      enabled: bulkEnabled(chosen.length) && chosen.some((r) => bulkEligible(this.tab, action, r)),
    }));
  }

  private query(page: number, rows: number): LabListQuery | undefined {
    const scope = this.scope;
    const search = this.searchRequest;
    if (!scope || (search && 'problem' in search)) return undefined;
    return {
      scope,
      tabNumber: this.info.number,
      range: search ? null : this.dates.applied,
      page,
      rows,
      sort: this.sort,
      highSlaOnly: this.showSlaToggle && this.highSlaOnly,
      ...(search ? { search: search.param } : {}),
    };
  }

  /** Loads the current page; a newer load wins over an older one still in flight. */
  load(): Promise<void> {
    const query = this.query(this.page, PAGE_SIZE);
    return this.loads.run(
      query && (() => this.port.list(query)),
      this.showPage,
      () => ((this.rows = []), (this.totalRecords = 0), (this.pastSlaCount = 0)),
    );
  }

  /** The same page again after a live change, with no busy state: rows update in place. */
  refreshQuietly(): Promise<void> {
    const query = this.query(this.page, PAGE_SIZE);
    return this.loads.runQuietly(query && (() => this.port.list(query)), this.showPage);
  }

  private showPage(result: Awaited<ReturnType<LabDeskPort['list']>>): void {
    this.now = this.clock.now();
    this.rows = [...result.rows];
    this.totalRecords = result.totalRecords;
    this.isTotalCapped = result.isTotalCapped;
    this.pastSlaCount = result.pastSlaCount;
    this.selection.keepOnly(this.selectableIds);
    this.live.settle();
  }

  get loading(): boolean {
    return this.loads.loading;
  }

  get loaded(): boolean {
    return this.loads.loaded;
  }

  /** A 403 on a list ends the session (spec 1 §7). */
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

  setHighSlaOnly(value: boolean): void {
    this.highSlaOnly = value;
    this.reload();
  }

  /** Opens the dialog of a row's button. */
  act(button: RowButton, row: LabRequest): void {
    this.dialogs.openForRow(button, row);
  }

  /**
   * Previews a bulk action over the ticked rows (core's split); Continue opens its dialog for the
   * rows the preview kept, so the skipped ones are neither counted nor sent.
   */
  actOnSelection(action: LabAction): void {
    const rows = this.rows.filter((r) => this.selection.has(r.id));
    const split = labBulkSplit(action, rows.map((r) => ({ requestId: r.id, statusId: r.statusId })));
    this.bulkLabel = LAB_ACTION_LABEL[action];
    this.bulkRun.open({ verb: bulkVerb(action), actionLabel: this.bulkLabel, split }, (applies) =>
      this.dialogs.openForBulk(action, rows.filter((r) => applies.includes(r.id))),
    );
  }

  toggleExpanded(id: number): void {
    this.expanded = this.expanded.includes(id) ? this.expanded.filter((e) => e !== id) : [...this.expanded, id];
  }

  openPackages(row: LabRequest): void {
    this.packages = new PackagePopupModel(this.port, row);
    void this.packages.load();
  }

  closePackages(): void {
    this.packages = undefined;
  }

  /** Export: every row of the current selection (not only this page) as AppointmentData.csv. */
  exportCsv(): Promise<void> {
    const query = this.query(1, EXPORT_PAGE_SIZE);
    return query ? this.downloads.exportCsv(query) : Promise.resolve();
  }
}
