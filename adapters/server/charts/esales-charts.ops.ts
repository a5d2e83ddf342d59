/**
 * The charts' calls (openapi/charts/esales.yaml): the spec's two raw calls, bounded and paged, and
 * the project's aggregates and segment detail, counted by the database. Chart users only (core's
 * screen catalogue: insurer roles on the allow-list, never agents); erIds must be the caller's
 * insurer's corporates.
 */
import { requestedChartRange, type ChartRange } from '../../../core/charts/chart-range.ts';
import { DETAIL_PAGE_SIZE, ESALES_DATA_CSV } from '../../../core/charts/detail-table.ts';
import { percentages, totalConversions } from '../../../core/charts/esales-counts.ts';
import { segmentProblem, type ChartSegment } from '../../../core/charts/segment.ts';
import { ScreenId, screenOf } from '../../../core/session/screens.ts';
import { chartRangeProblem } from '../../../core/charts/chart-range.ts';
import { indiaDay } from '../../../core/shared/india-time.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { exportEvent } from '../audit/audit-events.ts';
import { badRequest } from '../http/api-error.ts';
import { scopeCorporates, type AccessRule } from '../http/access.ts';
import type { AuthContext } from '../http/auth-context.ts';
import { operation } from '../http/operation.ts';
import { sendRowsCsv } from '../requests/export-csv.ts';
import type { Db } from '../store/db.ts';
import { countsPerDay, countsPerHour, firstChildName, rawCasePage, segmentBatches, segmentPage } from './esales-charts.query.ts';
import { DETAIL_CSV_COLUMNS, toCaseRecord, toDayCounts, toDetailItem, toHourCounts } from './esales-charts.mapper.ts';

/** Who may call: whoever the portal's guard lets onto the charts screen. */
export const CHARTS_ACCESS: AccessRule = { roles: screenOf(ScreenId.charts).prefixRoles, chartUsersOnly: true };

/** A raw call's page: 5,000 records at most, so no answer ships a whole year of cases at once. */
export const RAW_PAGE_LIMIT = 5000;

const today = (now: Date): ChartRange => ({ startDate: indiaDay(now), endDate: indiaDay(now) });

function rangeOf(body: { startDate?: string; endDate?: string }, now: Date): ChartRange {
  const range = requestedChartRange(body, indiaDay(now));
  if ('problem' in range) throw badRequest(`body/startDate: ${range.problem}`);
  return range;
}

function checkedSegment(segment: ChartSegment): ChartSegment {
  const problem = segmentProblem(segment) ?? chartRangeProblem(segment);
  if (problem) throw badRequest(`body/segment: ${problem}`);
  return segment;
}

async function rawAnswer(deps: { db: Db }, auth: AuthContext, body: { erIds: number[]; startIndex?: number; range?: number }, range: ChartRange) {
  const page = await rawCasePage(deps.db, { corporateIds: scopeCorporates(auth, body.erIds), range }, body.startIndex ?? 0, body.range ?? RAW_PAGE_LIMIT);
  return { isSuccess: true, data: { data: page.rows.map(toCaseRecord), total: page.total } };
}

/** POST getTodaysESalesCasesConversion/raw: today's (India day) case records. */
export const getTodaysEsalesCasesConversionOp = operation('getTodaysEsalesCasesConversion', {
  access: CHARTS_ACCESS,
  handle: ({ body, auth, deps }) => rawAnswer(deps, auth, body, today(deps.clock.now())),
});

/** POST getESalesCasesConversion/raw: the case records of a range of India days (default the last 30). */
export const getEsalesCasesConversionOp = operation('getEsalesCasesConversion', {
  access: CHARTS_ACCESS,
  handle: ({ body, auth, deps }) => rawAnswer(deps, auth, body, rangeOf(body, deps.clock.now())),
});

/** POST esalesConversion/daily: counts per day by conversion and status group, and the percentage-wise split. */
export const esalesConversionDailyOp = operation('esalesConversionDaily', {
  access: CHARTS_ACCESS,
  async handle({ body, auth, deps }) {
    const range = rangeOf(body, deps.clock.now());
    const corporateIds = scopeCorporates(auth, body.erIds);
    const [counts, name] = await Promise.all([countsPerDay(deps.db, { corporateIds, range }), firstChildName(deps.db, corporateIds)]);
    const days = toDayCounts(counts, range);
    const totals = totalConversions(days);
    return { isSuccess: true, ...range, days, totals, percentages: percentages(totals), firstChildName: name };
  },
});

/** POST esalesConversion/today: today's counts by conversion, in total and per hour of the India day. */
export const esalesConversionTodayOp = operation('esalesConversionToday', {
  access: CHARTS_ACCESS,
  async handle({ body, auth, deps }) {
    const range = today(deps.clock.now());
    const hours = toHourCounts(await countsPerHour(deps.db, { corporateIds: scopeCorporates(auth, body.erIds), range }));
    return { isSuccess: true, day: range.startDate, totals: totalConversions(hours), hours };
  },
});

/** POST esalesConversion/cases: a page of 10 of a clicked segment's cases and its total. */
export const esalesConversionCasesOp = operation('esalesConversionCases', {
  access: CHARTS_ACCESS,
  async handle({ body, auth, deps }) {
    const page = await segmentPage(deps.db, scopeCorporates(auth, body.erIds), checkedSegment(body.segment), (body.page - 1) * DETAIL_PAGE_SIZE, DETAIL_PAGE_SIZE);
    return { isSuccess: true, total: page.total, rows: page.rows.map(toDetailItem) };
  },
});

/** POST esalesConversion/cases/export: the segment's cases as esales_data.csv, through the one CSV export path. */
export const exportEsalesConversionCasesOp = operation('exportEsalesConversionCases', {
  access: CHARTS_ACCESS,
  async handle({ body, auth, deps, reply }) {
    const corporateIds = scopeCorporates(auth, body.erIds);
    const segment = checkedSegment(body.segment);
    const { total } = await segmentPage(deps.db, corporateIds, segment, 0, 0);
    await recordAudit(deps.db, exportEvent(auth, deps.clock.now(), 'exportEsalesConversionCases', body, { total, capped: false }));
    return sendRowsCsv(reply, {
      batches: (batchSize, limit) => segmentBatches(deps.db, corporateIds, segment, batchSize, limit),
      columns: DETAIL_CSV_COLUMNS,
      toRow: toDetailItem,
      fileName: ESALES_DATA_CSV,
    });
  },
});
