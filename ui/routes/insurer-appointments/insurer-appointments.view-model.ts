import { makeAutoObservable, runInAction } from 'mobx';
import type { LiveFeedPort } from '../../../core/live/live-change.ts';
import { LiveListModel } from '../../components/live/live-list.model.ts';
import { APPOINTMENTS_CSV } from '../../../core/appointments/export-file.ts';
import type { FileSaverPort } from '../../../core/files/file-saver.port.ts';
import {
  canDownloadReports,
  INSURER_DEFAULT_PRESET,
  INSURER_DEFAULT_SORT,
  insurerListErrorMessage,
  insurerSearch,
  nextInsurerSort,
  type InsurerSearchFields,
  type InsurerSortField,
  type InsurerSortOrder,
} from '../../../core/appointments/insurer-list.ts';
import {
  InsurerListRefusal,
  type InsurerAppointment,
  type InsurerAppointmentsPort,
  type InsurerListQuery,
  type InsurerScope,
} from '../../../core/appointments/insurer-list.port.ts';
import { INSURER_SEARCH_OPTIONS, searchLabel, type SearchQuery } from '../../../core/search/search-by.ts';
import { RoleName } from '../../../core/session/roles.ts';
import { insurerScope } from '../../../core/appointments/insurer-scope.ts';
import { endExpiredSession } from '../../../core/session/sign-in.ts';
import type { ClockPort } from '../../../core/shared/clock.port.ts';
import { EXPORT_PAGE_SIZE, PAGE_SIZE, pageCount, totalLabel } from '../../../core/shared/paging.ts';
import type { ViewStatePort } from '../../view-state/view-state.port.ts';
import { DateRangeModel } from '../../components/date-range/date-range.model.ts';
import type { Toaster } from '../../components/toast/toaster.ts';
import { FileExport } from '../../components/loading/file-export.ts';
import { SelectionModel } from '../../components/table/selection.model.ts';
import type { AppNavigator } from '../../navigation/app-navigator.ts';
import type { CurrentSession } from '../../session/current-session.ts';
import { chosenCorporates, onCorporateChoice } from '../../session/chosen-corporates.ts';
import { DownloadReportsModel } from './download-reports.model.ts';

/** The session-storage scope of the insurer list's date filter. */
export const INSURER_DATE_SCOPE = 'insurerAppointments';

/**
 * The insurer's All Appointments (spec 1 §2): one page of the insurer's requests at a time, filtered
 * by appointment date or found by a top-bar search, sorted on the server, exported as CSV by the
 * server, and the Download Reports dialog for the roles that may use it.
 */
export class InsurerAppointmentsViewModel {
  rows: InsurerAppointment[] = [];
  total = 0;
  isTotalCapped = false;
  page = 1;
  sort: InsurerSortOrder = INSURER_DEFAULT_SORT;
  isLoading = false;
  error: string | null = null;
  search: SearchQuery | null = null;
  searchFields: InsurerSearchFields | null = null;
  searchProblem: string | null = null;
  mobile = false;
  /** Cards the user opened on a phone, by request id. */
  readonly expanded = new SelectionModel();
  readonly dates: DateRangeModel;
  readonly reports: DownloadReportsModel;
  /** Changes by others while the list is open (issue 16). */
  readonly live: LiveListModel;
  private readonly exporter: FileExport;
  private requestSeq = 0;
  /** The search of the last start, so the screen adopting a prefetched view-model does not load its first page twice. */
  private startedAs: string | undefined = undefined;

  constructor(
    private readonly port: InsurerAppointmentsPort,
    private readonly current: CurrentSession,
    clock: ClockPort,
    private readonly viewState: ViewStatePort,
    toaster: Toaster,
    private readonly navigator: AppNavigator,
    saver: FileSaverPort,
    liveFeed?: LiveFeedPort,
  ) {
    this.dates = new DateRangeModel(clock, viewState, INSURER_DATE_SCOPE, INSURER_DEFAULT_PRESET);
    const user = current.session?.user;
    this.reports = new DownloadReportsModel(port, saver, toaster, clock, {
      entityId: user?.entityId ?? 0,
      // Read at each download, so the reports follow the corporates chosen in the top bar.
      get corporateIds() {
        return chosenCorporates(current);
      },
    });
    this.exporter = new FileExport(saver, toaster);
    this.live = new LiveListModel(liveFeed, {
      rowIds: () => this.rows.map((r) => r.requestId),
      // The list holds the insurer's lab requests of every status; a search only what it found.
      belongs: (c) => c.service === 'LABS' && (!this.searchFields || this.rows.some((r) => r.requestId === c.requestId)),
      refreshQuietly: () => this.refreshQuietly(),
      reload: () => this.applyDates(),
    });
    makeAutoObservable<this, 'port' | 'current' | 'viewState' | 'navigator' | 'exporter' | 'requestSeq' | 'startedAs'>(
      this,
      { startedAs: false, port: false, current: false, viewState: false, navigator: false, exporter: false, requestSeq: false, dates: false, reports: false, live: false },
      { autoBind: true },
    );
  }

  get role(): RoleName | undefined {
    return this.current.session?.user.role;
  }

  get pageCount(): number {
    return pageCount(this.total, PAGE_SIZE);
  }

  get totalText(): string {
    return totalLabel(this.total, this.isTotalCapped);
  }

  get showDownloadReports(): boolean {
    return this.role !== undefined && canDownloadReports(this.role, this.mobile);
  }

  /** The running search in words ('Name: asha'), for the chip that clears it. */
  get searchLabel(): string | null {
    return this.search ? searchLabel(this.search, INSURER_SEARCH_OPTIONS) : null;
  }

  historyPath(requestId: number): string {
    return `/${this.role ?? RoleName.insureradmin}/appointments/${requestId}/history`;
  }

  private get scope(): InsurerScope {
    return insurerScope(this.current.session?.user, this.current.session?.selectedCorporates);
  }

  private query(page: number, pageSize: number, isExport = false): InsurerListQuery {
    return {
      scope: this.scope,
      range: this.searchFields ? null : this.dates.applied,
      page,
      pageSize,
      sort: this.sort,
      ...(this.searchFields ? { search: this.searchFields } : {}),
      isExport,
    };
  }

  setMobile(mobile: boolean): void {
    this.mobile = mobile;
  }

  /**
   * Opens the list, on the search the top bar ran (or none). Without a search it returns to the
   * page the user left (pageTracking), until the logo resets it.
   */
  async start(search: SearchQuery | null): Promise<void> {
    // Already started so (by the landing prefetch, ui/routes/landing): its first page is on its way.
    const key = JSON.stringify(search);
    if (this.startedAs === key) return;
    this.startedAs = key;
    this.search = search;
    this.searchProblem = null;
    this.searchFields = null;
    if (search) {
      const checked = insurerSearch(search);
      if ('problem' in checked) {
        this.searchProblem = checked.problem;
        this.rows = [];
        this.total = 0;
        return;
      }
      this.searchFields = checked.fields;
      this.page = 1;
    } else {
      this.page = this.viewState.pageTracking()?.page ?? 1;
    }
    await this.load();
  }

  async load(): Promise<void> {
    const seq = ++this.requestSeq;
    this.isLoading = true;
    this.error = null;
    try {
      const result = await this.port.page(this.query(this.page, PAGE_SIZE));
      runInAction(() => {
        if (seq !== this.requestSeq) return;
        this.rows = [...result.rows];
        this.total = result.total;
        this.isTotalCapped = result.isTotalCapped;
        this.isLoading = false;
        this.live.settle();
      });
      if (!this.searchFields) {
        this.viewState.savePageTracking({ page: this.page, sla: false, startTime: this.dates.applied.startDate, endTime: this.dates.applied.endDate });
      }
    } catch (error) {
      runInAction(() => {
        if (seq !== this.requestSeq) return;
        this.isLoading = false;
        this.rows = [];
        this.total = 0;
        this.isTotalCapped = false;
        this.error = insurerListErrorMessage(error instanceof InsurerListRefusal ? error.serverMessage : null);
      });
      if (error instanceof InsurerListRefusal && error.status === 403) this.endSession();
    }
  }

  /** The same page again after a live change, with no busy state; dropped if the user's own load starts. */
  async refreshQuietly(): Promise<void> {
    const seq = this.requestSeq;
    if (this.isLoading || this.searchProblem) return;
    try {
      const result = await this.port.page(this.query(this.page, PAGE_SIZE));
      runInAction(() => {
        if (seq !== this.requestSeq || this.isLoading) return;
        this.rows = [...result.rows];
        this.total = result.total;
        this.isTotalCapped = result.isTotalCapped;
        this.live.settle();
      });
    } catch {
      // The next change, or the user's own refresh, tries again.
    }
  }

  /** Hears live changes until the returned disposer is called. */
  followLive(): () => void {
    this.live.start();
    return () => this.live.stop();
  }

  /** A 403 on a list call ends the session with the expired mark (spec 1 §7). */
  private endSession(): void {
    endExpiredSession(this.current);
    this.navigator.go('/login', { replace: true });
  }

  /** Follows the corporates chosen in the top bar, from the first page; the disposer stops it. */
  followChoice(): () => void {
    return onCorporateChoice(this.current, this.applyDates);
  }

  applyDates(): void {
    this.page = 1;
    void this.load();
  }

  sortBy(field: string): void {
    this.sort = nextInsurerSort(this.sort, field as InsurerSortField);
    this.page = 1;
    void this.load();
  }

  goToPage(page: number): void {
    if (page === this.page) return;
    this.page = page;
    void this.load();
  }

  /** Leaves the search for the plain list. */
  clearSearch(): void {
    this.navigator.go(`/${this.role ?? RoleName.insureradmin}/appointments`);
  }

  isExpanded(requestId: number): boolean {
    return this.expanded.has(requestId);
  }

  toggleExpanded(requestId: number): void {
    this.expanded.toggle(requestId);
  }

  /** Export: every row of the current filter or search, as the server's CSV, saved as AppointmentData.csv. */
  async exportCsv(): Promise<void> {
    await this.exporter.run(() => this.port.exportCsv(this.query(1, EXPORT_PAGE_SIZE, true)), APPOINTMENTS_CSV);
  }

  get isExporting(): boolean {
    return this.exporter.isExporting;
  }

}
