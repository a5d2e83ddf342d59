import { makeAutoObservable, runInAction } from 'mobx';
import type { FileSaverPort } from '../../../core/files/file-saver.port.ts';
import { BULK_CASE_ROLES } from '../../../core/esales/bulk-form.ts';
import { cardHasCheckbox } from '../../../core/esales/case-status.ts';
import { QueueRefusal, type EsalesQueuePort, type QueueCase, type QueueQuery } from '../../../core/esales/queue.port.ts';
import { ESALES_QUEUE_CSV, exportRange, QUEUE_DEFAULT_PRESET, QUEUE_PAGE_SIZE, queueLoadErrorMessage, queueSearch } from '../../../core/esales/queue.ts';
import { INSURER_SEARCH_OPTIONS, searchLabel, SearchBy, type SearchQuery } from '../../../core/search/search-by.ts';
import { RoleName } from '../../../core/session/roles.ts';
import type { ClockPort } from '../../../core/shared/clock.port.ts';
import { pageCount, totalLabel } from '../../../core/shared/paging.ts';
import { DateRangeModel } from '../../components/date-range/date-range.model.ts';
import { FileExport } from '../../components/loading/file-export.ts';
import { SelectionModel } from '../../components/table/selection.model.ts';
import type { Toaster } from '../../components/toast/toaster.ts';
import type { AppNavigator } from '../../navigation/app-navigator.ts';
import type { CurrentSession } from '../../session/current-session.ts';
import { chosenCorporates, onCorporateChoice } from '../../session/chosen-corporates.ts';
import type { ViewStatePort } from '../../view-state/view-state.port.ts';

/** The session-storage scope of the queue's date filter. */
export const QUEUE_DATE_SCOPE = 'esalesQueue';

/**
 * The e-sales queue (spec 2 §2.3): a page of the insurer's cases created in the date range, or the
 * cases a top-bar search found; a search that named an appointment request goes on to All
 * Appointments with it (spec 2 §2.10). Export streams the server's CSV.
 */
export class EsalesQueueViewModel {
  rows: QueueCase[] = [];
  total = 0;
  isTotalCapped = false;
  page = 1;
  isLoading = false;
  error: string | null = null;
  search: SearchQuery | null = null;
  searchProblem: string | null = null;
  mobile = false;
  /** Cards the user opened on a phone, by case id. */
  readonly expanded = new SelectionModel();
  /** Cards ticked on a phone, by case id. */
  readonly selected = new SelectionModel();
  readonly dates: DateRangeModel;
  private readonly exporter: FileExport;
  private requestSeq = 0;
  /** The search of the last start, so the screen adopting a prefetched view-model does not load its first page twice. */
  private startedAs: string | undefined = undefined;

  constructor(
    private readonly port: EsalesQueuePort,
    private readonly current: CurrentSession,
    private readonly clock: ClockPort,
    viewState: ViewStatePort,
    toaster: Toaster,
    private readonly navigator: AppNavigator,
    saver: FileSaverPort,
  ) {
    this.dates = new DateRangeModel(clock, viewState, QUEUE_DATE_SCOPE, QUEUE_DEFAULT_PRESET);
    this.exporter = new FileExport(saver, toaster);
    makeAutoObservable<this, 'port' | 'current' | 'clock' | 'navigator' | 'exporter' | 'requestSeq' | 'startedAs'>(
      this,
      { startedAs: false, port: false, current: false, clock: false, navigator: false, exporter: false, requestSeq: false, dates: false },
      { autoBind: true },
    );
  }

  get role(): RoleName {
    return this.current.session?.user.role ?? RoleName.insureragent;
  }

  get pageCount(): number {
    return pageCount(this.total, QUEUE_PAGE_SIZE);
  }

  /** The total the pager shows: 'n+' when the server stopped counting a name or number search. */
  get totalText(): string {
    return totalLabel(this.total, this.isTotalCapped);
  }

  /** Export is offered only when the queue shows rows (spec 2 §2.3). */
  get showExport(): boolean {
    return this.rows.length > 0;
  }

  /** Bulk Case Creation is offered to the roles of core's catalogue only (spec 2 §2.3, §6). */
  get showBulkCreation(): boolean {
    const role = this.current.session?.user.role;
    return role !== undefined && BULK_CASE_ROLES.includes(role);
  }

  /** The running search in words ('Name: asha'), for the chip that clears it. */
  get searchLabel(): string | null {
    return this.search ? searchLabel(this.search, INSURER_SEARCH_OPTIONS) : null;
  }

  historyPath(caseId: number): string {
    return `/${this.role}/appointments/esalesqueue/${caseId}/history`;
  }

  private get checkedSearch(): QueueQuery['search'] {
    const checked = this.search ? queueSearch(this.search) : undefined;
    return checked && 'kind' in checked ? checked : undefined;
  }

  private query(page: number): QueueQuery {
    const search = this.checkedSearch;
    return { range: this.dates.applied, page, corporateIds: chosenCorporates(this.current), ...(search ? { search } : {}) };
  }

  setMobile(mobile: boolean): void {
    this.mobile = mobile;
  }

  /** Opens the queue on the search the top bar ran (or none), on the first page. */
  async start(search: SearchQuery | null): Promise<void> {
    // Already started so (by the landing prefetch, ui/routes/landing): its first page is on its way.
    const key = JSON.stringify(search);
    if (this.startedAs === key) return;
    this.startedAs = key;
    this.search = search;
    this.searchProblem = null;
    this.page = 1;
    if (search) {
      const checked = queueSearch(search);
      if ('problem' in checked) {
        this.searchProblem = checked.problem;
        this.rows = [];
        this.total = 0;
        this.isTotalCapped = false;
        return;
      }
    }
    await this.load();
  }

  async load(): Promise<void> {
    const seq = ++this.requestSeq;
    this.isLoading = true;
    this.error = null;
    try {
      const answer = await this.port.search(this.query(this.page));
      if (seq !== this.requestSeq) return;
      if (answer.kind === 'appointments') {
        // A Request Id of an appointment request: All Appointments shows it (spec 2 §2.10).
        const params = new URLSearchParams({ searchBy: SearchBy.requestOrEsalesId, search: this.search?.text ?? '' });
        this.navigator.go(`/${this.role}/appointments?${params.toString()}`, { replace: true, state: { requestIds: answer.requestIds } });
        return;
      }
      runInAction(() => {
        this.rows = [...answer.rows];
        this.total = answer.total;
        this.isTotalCapped = answer.isTotalCapped;
        this.selected.clear();
        this.isLoading = false;
      });
    } catch (error) {
      runInAction(() => {
        if (seq !== this.requestSeq) return;
        this.isLoading = false;
        this.rows = [];
        this.total = 0;
        this.isTotalCapped = false;
        this.error = queueLoadErrorMessage(error instanceof QueueRefusal ? error.serverMessage : null);
      });
    }
  }

  /** Follows the corporates chosen in the top bar, from the first page; the disposer stops it. */
  followChoice(): () => void {
    return onCorporateChoice(this.current, this.applyDates);
  }

  /** A date search starts again from the first page (spec 2 §4 Queue). */
  applyDates(): void {
    this.page = 1;
    void this.load();
  }

  goToPage(page: number): void {
    if (page === this.page) return;
    this.page = page;
    void this.load();
  }

  /** Leaves the search for the plain queue. */
  clearSearch(): void {
    this.navigator.go(`/${this.role}/appointments/esalesqueue`);
  }

  isExpanded(caseId: number): boolean {
    return this.expanded.has(caseId);
  }

  toggleExpanded(caseId: number): void {
    this.expanded.toggle(caseId);
  }

  /** Whether a card offers a checkbox: confirmed, not attended and pending cases (spec 2 §2.3). */
  hasCheckbox(row: QueueCase): boolean {
    return cardHasCheckbox(row);
  }

  isSelected(caseId: number): boolean {
    return this.selected.has(caseId);
  }

  toggleSelected(caseId: number): void {
    this.selected.toggle(caseId);
  }

  /** Export: every case of the search, or of the chosen range (three months by default), as the server's CSV. */
  async exportCsv(): Promise<void> {
    const range = exportRange(this.dates.preset, this.dates.applied, this.clock.now());
    await this.exporter.run(() => this.port.exportCsv({ ...this.query(1), range }), ESALES_QUEUE_CSV);
  }

  get isExporting(): boolean {
    return this.exporter.isExporting;
  }

}
