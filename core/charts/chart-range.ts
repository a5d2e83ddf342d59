/**
 * The day range of the range charts (openapi/charts/esales.yaml): without dates the last 30 days
 * up to today; a range runs forwards and spans at most 366 days. The date pickers, the server and
 * the scenarios all read it here.
 */
import { dayRangeProblem } from '../appointments/date-presets.ts';
import { addDays } from '../shared/india-time.ts';

export const DEFAULT_CHART_DAYS = 30;
export const MAX_CHART_DAYS = 366;

export interface ChartRange {
  startDate: string;
  endDate: string;
}

/** The default range ending on the India day `today`. */
export const defaultChartRange = (today: string): ChartRange => ({ startDate: addDays(today, -(DEFAULT_CHART_DAYS - 1)), endDate: today });

/** Why a range cannot be charted, or undefined. */
export function chartRangeProblem(range: Partial<ChartRange>): string | undefined {
  const problem = dayRangeProblem(range);
  if (problem) return problem;
  if (addDays(range.startDate as string, MAX_CHART_DAYS - 1) < (range.endDate as string)) return `A range spans at most ${MAX_CHART_DAYS} days`;
  return undefined;
}

/** The range a request asks for: both dates, or the default when neither is given (one alone is a problem). */
export function requestedChartRange(body: { startDate?: string; endDate?: string }, today: string): ChartRange | { problem: string } {
  if (body.startDate === undefined && body.endDate === undefined) return defaultChartRange(today);
  const problem = chartRangeProblem(body);
  return problem ? { problem } : { startDate: body.startDate as string, endDate: body.endDate as string };
}
