/**
 * What the charts screen asks of its backend: the day-range figures, today's figures and a
 * clicked segment's detail page and file. The portal's HTTP adapter and the scenarios' in-memory
 * service implement it; erIds are the chosen child entities (corporates).
 */
import type { FileContent } from '../files/file-content.ts';
import type { ChartRange } from './chart-range.ts';
import type { ConversionCounts, DayCounts, EsalesCaseRecord, HourCounts } from './esales-counts.ts';
import type { ChartSegment } from './segment.ts';

export interface DailyFigures {
  readonly startDate: string;
  readonly endDate: string;
  readonly days: readonly DayCounts[];
  readonly totals: ConversionCounts;
  readonly percentages: ConversionCounts;
  /** The first child entity counted, whose name the chart titles show (spec 2 §2.12). */
  readonly firstChildName: string | null;
}

export interface TodayFigures {
  readonly day: string;
  readonly totals: ConversionCounts;
  readonly hours: readonly HourCounts[];
}

/** A row of the detail table. */
export type DetailRecord = Omit<EsalesCaseRecord, 'order_id' | 'status_id'>;

export interface DetailPage {
  readonly rows: readonly DetailRecord[];
  readonly total: number;
}

/** The answer did not have the shape of the contract: "Invalid data format received from API." */
export class InvalidChartData extends Error {
  constructor() {
    super('invalid chart data');
    this.name = 'InvalidChartData';
  }
}

export interface EsalesChartsPort {
  /** The range's figures; no range means the server's default (the last 30 days). */
  daily(erIds: readonly number[], range?: ChartRange): Promise<DailyFigures>;
  today(erIds: readonly number[]): Promise<TodayFigures>;
  /** A 1-based page of 10 of a segment's cases, newest first. */
  cases(erIds: readonly number[], segment: ChartSegment, page: number): Promise<DetailPage>;
  /** Every case of a segment as esales_data.csv. */
  exportCases(erIds: readonly number[], segment: ChartSegment): Promise<FileContent>;
}
