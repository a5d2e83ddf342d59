import type { ChartRange } from './chart-range.ts';
import { defaultChartRange } from './chart-range.ts';
import { ESALES_DATA_CSV } from './detail-table.ts';
import type { DailyFigures, DetailPage, EsalesChartsPort, TodayFigures } from './esales-charts.port.ts';
import { caseRecordDate, dailyCounts, hourlyCounts, percentages, totalConversions, type EsalesCaseRecord } from './esales-counts.ts';
import { inSegment, type ChartSegment } from './segment.ts';
import type { FileContent } from '../files/file-content.ts';
import type { ClockPort } from '../shared/clock.port.ts';
import { indiaDay } from '../shared/india-time.ts';

const ER_ID = 302;

/**
 * The charts over case records held in memory (the scenarios' domain profile, view-model tests):
 * the spec's raw records read back through core's own classification and counts, the reading the
 * portal's raw path would make.
 */
export class InMemoryEsalesCharts implements EsalesChartsPort {
  readonly erIds = [ER_ID];
  private readonly records: EsalesCaseRecord[] = [];
  private nextId = 1;

  constructor(private clock: ClockPort) {}

  async placeCase(c: { createdAt: Date; orderId: number; statusId: number | null }): Promise<number> {
    const id = this.nextId++;
    this.records.push({ Date: caseRecordDate(c.createdAt), insurer_id: ER_ID, insurer_name: 'Globex', esale_id: id, request_id: c.orderId ? 1000 + id : null, order_id: c.orderId, status_id: c.statusId });
    return id;
  }

  async port(): Promise<EsalesChartsPort> {
    return this;
  }

  /** The scenarios' "today is …": from now on the charts' today is `now`. */
  setNow(now: Date): void {
    this.clock = { now: () => now };
  }

  async daily(_erIds: readonly number[], range: ChartRange = defaultChartRange(indiaDay(this.clock.now()))): Promise<DailyFigures> {
    const days = dailyCounts(this.records, range.startDate, range.endDate);
    const totals = totalConversions(days);
    return { ...range, days, totals, percentages: percentages(totals), firstChildName: 'Globex' };
  }

  async today(): Promise<TodayFigures> {
    const day = indiaDay(this.clock.now());
    const hours = hourlyCounts(this.records.filter((r) => indiaDay(new Date(r.Date)) === day));
    return { day, totals: totalConversions(hours), hours };
  }

  async cases(_erIds: readonly number[], segment: ChartSegment, page: number): Promise<DetailPage> {
    const all = this.records.filter((r) => inSegment(r, segment)).sort((a, b) => Date.parse(b.Date) - Date.parse(a.Date) || b.esale_id - a.esale_id);
    return { total: all.length, rows: all.slice((page - 1) * 10, page * 10).map(({ order_id: _o, status_id: _s, ...row }) => row) };
  }

  async exportCases(): Promise<FileContent> {
    throw new Error(`${ESALES_DATA_CSV} is written by the server; export scenarios run over HTTP`);
  }
}
