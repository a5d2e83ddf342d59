import type { ChartRange } from '../../core/charts/chart-range.ts';
import { InvalidChartData, type DailyFigures, type DetailPage, type EsalesChartsPort, type TodayFigures } from '../../core/charts/esales-charts.port.ts';
import type { ChartSegment } from '../../core/charts/segment.ts';
import type { FileContent } from '../../core/files/file-content.ts';
import type { ChartsClient } from './clients.ts';
import { throwOnServerFault, wireErrorText } from './wire-error.ts';

/** A refused chart call (4xx): the charts show their load-failure message; the text is for the log. */
export class ChartRefusal extends Error {
  constructor(readonly serverText: string | null, readonly status: number) {
    super(serverText ?? `charts call refused (${status})`);
    this.name = 'ChartRefusal';
  }
}

function settle<T>(result: { data?: T; error?: unknown; response: Response }): T {
  throwOnServerFault(result.response);
  if (!result.response.ok) throw new ChartRefusal(wireErrorText(result.error), result.response.status);
  if (result.data === undefined || result.data === null || typeof result.data !== 'object') throw new InvalidChartData();
  return result.data;
}

/** Throws InvalidChartData unless every named field is an array. */
function arrays<T extends object>(data: T, ...fields: (keyof T)[]): T {
  for (const f of fields) if (!Array.isArray(data[f])) throw new InvalidChartData();
  return data;
}

/** The erIds of a body: none sent for an empty list, which the server reads as all of the caller's corporates. */
const scoped = (erIds: readonly number[]) => (erIds.length > 0 ? { erIds: [...erIds] } : {});

/** EsalesChartsPort over HTTP: the charts service's esalesConversion calls (openapi/charts/esales.yaml). */
export class EsalesChartsHttpAdapter implements EsalesChartsPort {
  constructor(private readonly charts: ChartsClient) {}

  async daily(erIds: readonly number[], range?: ChartRange): Promise<DailyFigures> {
    const body = { ...scoped(erIds), ...(range ? { startDate: range.startDate, endDate: range.endDate } : {}) };
    return arrays(settle(await this.charts.POST('/v1/request/generic/esalesConversion/daily', { body })), 'days');
  }

  async today(erIds: readonly number[]): Promise<TodayFigures> {
    return arrays(settle(await this.charts.POST('/v1/request/generic/esalesConversion/today', { body: scoped(erIds) })), 'hours');
  }

  async cases(erIds: readonly number[], segment: ChartSegment, page: number): Promise<DetailPage> {
    const data = settle(await this.charts.POST('/v1/request/generic/esalesConversion/cases', { body: { ...scoped(erIds), segment, page } }));
    return arrays(data, 'rows');
  }

  async exportCases(erIds: readonly number[], segment: ChartSegment): Promise<FileContent> {
    return settle(await this.charts.POST('/v1/request/generic/esalesConversion/cases/export', { body: { ...scoped(erIds), segment }, parseAs: 'blob' })) as Blob;
  }
}
