import { makeAutoObservable, runInAction } from 'mobx';
import { EXPORT_FAILED } from '../../../core/appointments/export-file.ts';
import { chartRangeProblem, defaultChartRange, type ChartRange } from '../../../core/charts/chart-range.ts';
import { CHART_MESSAGES } from '../../../core/charts/chart-messages.ts';
import { DETAIL_PAGE_SIZE, ESALES_DATA_CSV, hasNext, hasPrevious, showingLabel } from '../../../core/charts/detail-table.ts';
import { InvalidChartData, type DailyFigures, type DetailPage, type EsalesChartsPort, type TodayFigures } from '../../../core/charts/esales-charts.port.ts';
import type { ChartSegment } from '../../../core/charts/segment.ts';
import type { FileSaverPort } from '../../../core/files/file-saver.port.ts';
import { RoleName } from '../../../core/session/roles.ts';
import type { ClockPort } from '../../../core/shared/clock.port.ts';
import { indiaDay } from '../../../core/shared/india-time.ts';
import { TypedDays } from '../../components/calendar/typed-days.ts';
import type { Toaster } from '../../components/toast/toaster.ts';
import { translateCore } from '../../i18n/core-text.ts';
import './charts.core-text.ts';
import type { CurrentSession } from '../../session/current-session.ts';
import { chosenCorporates, onCorporateChoice } from '../../session/chosen-corporates.ts';

/** The detail table a clicked segment opened: what it selects, how it is named, the page shown. */
export interface OpenDetail {
  segment: ChartSegment;
  label: string;
  page: number;
  answer: DetailPage | null;
}

/**
 * The e-sales charts (spec 2 §2.12): the range charts (conversion till QC, percentage-wise, status
 * wise) for the submitted days, today's charts, and the detail table of a clicked segment. The
 * server counts; this holds what is shown. A failed load reads the spec's message in red; an
 * answer that does not parse also toasts (bottom-right, 3 s).
 */
export class ChartsViewModel {
  draft: ChartRange;
  applied: ChartRange;
  problem: string | null = null;
  /** The day fields holding typed text that is not a day: submit waits for them. */
  readonly typed = new TypedDays();
  daily: DailyFigures | null = null;
  today: TodayFigures | null = null;
  error: string | null = null;
  isLoading = false;
  detail: OpenDetail | null = null;
  detailError: string | null = null;
  isExporting = false;

  constructor(
    private readonly port: EsalesChartsPort,
    private readonly current: CurrentSession,
    private readonly clock: ClockPort,
    private readonly toaster: Toaster,
    private readonly saver: FileSaverPort,
  ) {
    this.draft = defaultChartRange(indiaDay(clock.now()));
    this.applied = this.draft;
    makeAutoObservable<this, 'port' | 'current' | 'clock' | 'toaster' | 'saver'>(
      this,
      { port: false, current: false, clock: false, toaster: false, saver: false, typed: false },
      { autoBind: true },
    );
  }

  /** The child entities (corporates) the charts count: the top-bar choice, within the user's own. */
  get erIds(): readonly number[] {
    return chosenCorporates(this.current);
  }

  get role(): RoleName {
    return this.current.session?.user.role ?? RoleName.insureradmin;
  }

  get todayDay(): string {
    return indiaDay(this.clock.now());
  }

  historyPath(requestId: number): string {
    return `/${this.role}/appointments/${requestId}/history`;
  }

  setStart(day: string): void {
    this.draft = { ...this.draft, startDate: day };
  }

  setEnd(day: string): void {
    this.draft = { ...this.draft, endDate: day };
  }

  /** The failure message of a load, toasting an answer that did not parse. */
  private failure(error: unknown): string {
    if (error instanceof InvalidChartData) {
      this.toaster.error(translateCore(CHART_MESSAGES.invalidData));
      return CHART_MESSAGES.invalidData;
    }
    return CHART_MESSAGES.loadFailed;
  }

  async start(): Promise<void> {
    await Promise.all([this.loadDaily(), this.loadToday()]);
  }

  /** Counts again, and closes an open detail table, when the top-bar corporate choice changes; the disposer stops it. */
  followChoice(): () => void {
    return onCorporateChoice(this.current, () => {
      this.detail = null;
      void this.start();
    });
  }

  /** Submit: the picked days, once they make a range. */
  async submit(): Promise<void> {
    if (this.typed.pending) return;
    const problem = chartRangeProblem(this.draft) ?? null;
    this.problem = problem;
    if (problem) return;
    this.applied = this.draft;
    this.detail = null;
    await this.loadDaily();
  }

  private async loadDaily(): Promise<void> {
    this.isLoading = true;
    this.error = null;
    try {
      const daily = await this.port.daily(this.erIds, this.applied);
      runInAction(() => {
        this.daily = daily;
        this.isLoading = false;
      });
    } catch (error) {
      runInAction(() => {
        this.daily = null;
        this.isLoading = false;
        this.error = this.failure(error);
      });
    }
  }

  private async loadToday(): Promise<void> {
    try {
      const today = await this.port.today(this.erIds);
      runInAction(() => {
        this.today = today;
      });
    } catch (error) {
      runInAction(() => {
        this.today = null;
        this.error = this.failure(error);
      });
    }
  }

  /** Opens the detail table of a clicked segment on its first page. */
  async openSegment(segment: ChartSegment, label: string): Promise<void> {
    this.detail = { segment, label, page: 1, answer: null };
    await this.loadDetail();
  }

  closeDetail(): void {
    this.detail = null;
  }

  private async loadDetail(): Promise<void> {
    const detail = this.detail;
    if (!detail) return;
    this.detailError = null;
    try {
      const answer = await this.port.cases(this.erIds, detail.segment, detail.page);
      runInAction(() => {
        if (this.detail === detail) detail.answer = answer;
      });
    } catch (error) {
      runInAction(() => {
        this.detailError = this.failure(error);
      });
    }
  }

  get showing(): string {
    return showingLabel(this.detail?.page ?? 1, this.detail?.answer?.total ?? 0, DETAIL_PAGE_SIZE);
  }

  get canPrevious(): boolean {
    return !!this.detail && hasPrevious(this.detail.page);
  }

  get canNext(): boolean {
    return !!this.detail?.answer && hasNext(this.detail.page, this.detail.answer.total);
  }

  async previous(): Promise<void> {
    if (!this.detail || !this.canPrevious) return;
    this.detail.page -= 1;
    await this.loadDetail();
  }

  async next(): Promise<void> {
    if (!this.detail || !this.canNext) return;
    this.detail.page += 1;
    await this.loadDetail();
  }

  /** Export: every case of the open segment, as esales_data.csv. */
  async exportCsv(): Promise<void> {
    if (!this.detail || this.isExporting) return;
    this.isExporting = true;
    try {
      await this.saver.save(await this.port.exportCases(this.erIds, this.detail.segment), ESALES_DATA_CSV);
    } catch {
      this.toaster.error(translateCore(EXPORT_FAILED));
    } finally {
      runInAction(() => {
        this.isExporting = false;
      });
    }
  }
}
