/**
 * The charts' reads of esales_case: the raw records of the spec's two calls (a page at a time), the
 * counts per day and per hour grouped by the database, and a clicked segment's rows. Every read is
 * scoped to a list of corporates and a half-open instant range (the created_on indexes serve it).
 */
import { dayRangeInstants } from '../../../core/appointments/date-presets.ts';
import type { ChartRange } from '../../../core/charts/chart-range.ts';
import type { ChartSegment } from '../../../core/charts/segment.ts';
import type { Db } from '../store/db.ts';
import { CASES, conversionCondition, conversionSql, DAY_COUNTS, groupCondition, groupSql, INDIA_HOUR_SQL, type ClassifiedColumns } from './esales-classification.sql.ts';

/** Which cases a chart reads: the corporates (already checked against the caller) and India days. */
export interface ChartScope {
  corporateIds: readonly number[];
  range: ChartRange;
}

const FROM = `FROM esales_case e`;

function scopeWhere(scope: ChartScope): { sql: string; params: unknown[] } {
  const { from, to } = dayRangeInstants(scope.range);
  return { sql: `e.corporate_id = ANY($1::int[]) AND e.created_on >= $2 AND e.created_on < $3`, params: [scope.corporateIds, from, to] };
}

/** A raw case as read, before it is written as the spec's record. */
export interface RawCaseRow {
  created_on: Date;
  insurer_id: number;
  insurer_name: string;
  esale_id: number;
  request_id: number | null;
  order_id: number;
  status_id: number | null;
}
const RAW_COLUMNS = `e.created_on, e.corporate_id AS insurer_id, k.name AS insurer_name, e.id::int AS esale_id, e.request_id::int AS request_id,
  coalesce(e.order_id, 0)::float8 AS order_id, e.request_status_id AS status_id`;

/** A page of raw cases, oldest first, and how many the scope holds. */
export async function rawCasePage(db: Db, scope: ChartScope, offset: number, limit: number): Promise<{ rows: RawCaseRow[]; total: number }> {
  const where = scopeWhere(scope);
  const [rows, [counted]] = await Promise.all([
    db.query<RawCaseRow>(
      `SELECT ${RAW_COLUMNS} ${FROM} JOIN corporate k ON k.id = e.corporate_id WHERE ${where.sql}
        ORDER BY e.created_on, e.id LIMIT $4::int OFFSET $5::int`,
      [...where.params, limit, offset],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM esales_case e WHERE ${where.sql}`, where.params),
  ]);
  return { rows, total: counted.n };
}

/** One grouped count: a day (or an hour), a conversion key, a status group key (null for none). */
export interface CountRow {
  bucket: string;
  conversion: string;
  grp: string | null;
  n: number;
}

/** Counts per India day, conversion and status group: core's rules over the per-day counts of 021, not over the cases. */
export function countsPerDay(db: Db, scope: ChartScope): Promise<CountRow[]> {
  return db.query<CountRow>(
    `SELECT c.day::text AS bucket, ${conversionSql(DAY_COUNTS)} AS conversion, ${groupSql(DAY_COUNTS)} AS grp, sum(c.n)::int AS n
       FROM esales_case_chart_day c WHERE c.corporate_id = ANY($1::int[]) AND c.day BETWEEN $2::date AND $3::date AND c.n > 0 GROUP BY 1, 2, 3`,
    [scope.corporateIds, scope.range.startDate, scope.range.endDate],
  );
}

/** Counts per hour of the India day and conversion (the range is one day). */
export function countsPerHour(db: Db, scope: ChartScope): Promise<CountRow[]> {
  const where = scopeWhere(scope);
  return db.query<CountRow>(
    `SELECT ${INDIA_HOUR_SQL}::text AS bucket, ${conversionSql(CASES)} AS conversion, NULL AS grp, count(*)::int AS n
       ${FROM} WHERE ${where.sql} GROUP BY 1, 2`,
    where.params,
  );
}

/** A segment's conversion or group as conditions over a source. */
function classifiedConditions(cols: ClassifiedColumns, segment: ChartSegment): string[] {
  return [
    ...(segment.conversion !== undefined ? [conversionCondition(cols, segment.conversion)] : []),
    ...(segment.group !== undefined ? [groupCondition(cols, segment.group)] : []),
  ];
}

/** The scope's condition narrowed to a segment (its hour, conversion or group). */
function segmentWhere(corporateIds: readonly number[], segment: ChartSegment): { sql: string; params: unknown[] } {
  const where = scopeWhere({ corporateIds, range: segment });
  const parts = [where.sql, ...classifiedConditions(CASES, segment)];
  const params = [...where.params];
  if (segment.hour !== undefined) {
    params.push(segment.hour);
    parts.push(`${INDIA_HOUR_SQL} = $${params.length}::int`);
  }
  return { sql: parts.join(' AND '), params };
}

/** A segment's total: from the per-day counts for whole days, from the cases for an hour (one day's). */
function segmentCount(corporateIds: readonly number[], segment: ChartSegment): { sql: string; params: unknown[] } {
  if (segment.hour === undefined) {
    const parts = ['c.corporate_id = ANY($1::int[])', 'c.day BETWEEN $2::date AND $3::date', ...classifiedConditions(DAY_COUNTS, segment)];
    return { sql: `SELECT coalesce(sum(c.n), 0)::int AS n FROM esales_case_chart_day c WHERE ${parts.join(' AND ')}`, params: [corporateIds, segment.startDate, segment.endDate] };
  }
  const where = segmentWhere(corporateIds, segment);
  return { sql: `SELECT count(*)::int AS n ${FROM} WHERE ${where.sql}`, params: where.params };
}

/** A row of the detail table. */
export interface DetailRow {
  created_on: Date;
  insurer_id: number;
  insurer_name: string;
  esale_id: number;
  request_id: number | null;
}
const DETAIL_COLUMNS = `e.created_on, e.corporate_id AS insurer_id, k.name AS insurer_name, e.id::int AS esale_id, e.request_id::int AS request_id`;
const NEWEST_FIRST = 'e.created_on DESC, e.id DESC';

/** A page of a segment's cases, newest first, and the segment's total. */
export async function segmentPage(db: Db, corporateIds: readonly number[], segment: ChartSegment, offset: number, limit: number): Promise<{ rows: DetailRow[]; total: number }> {
  const where = segmentWhere(corporateIds, segment);
  const n = where.params.length;
  const counted = segmentCount(corporateIds, segment);
  const [rows, [total]] = await Promise.all([
    db.query<DetailRow>(
      `SELECT ${DETAIL_COLUMNS} ${FROM} JOIN corporate k ON k.id = e.corporate_id WHERE ${where.sql}
        ORDER BY ${NEWEST_FIRST} LIMIT $${n + 1}::int OFFSET $${n + 2}::int`,
      [...where.params, limit, offset],
    ),
    db.query<{ n: number }>(counted.sql, counted.params),
  ]);
  return { rows, total: total.n };
}

/** Every case of a segment, newest first, at most `limit`, in keyset batches on (created_on, id). */
export async function* segmentBatches(db: Db, corporateIds: readonly number[], segment: ChartSegment, batchSize: number, limit: number): AsyncGenerator<DetailRow[]> {
  const where = segmentWhere(corporateIds, segment);
  const n = where.params.length;
  let after: { created_on: string; id: number } | null = null;
  for (let left = limit; left > 0; ) {
    const keyset: string = after ? ` AND (e.created_on, e.id) < ($${n + 2}::timestamptz, $${n + 3}::bigint)` : '';
    const batch: (DetailRow & { key: string })[] = await db.query(
      `SELECT ${DETAIL_COLUMNS}, e.created_on::text AS key ${FROM} JOIN corporate k ON k.id = e.corporate_id
        WHERE ${where.sql}${keyset} ORDER BY ${NEWEST_FIRST} LIMIT $${n + 1}::int`,
      [...where.params, Math.min(batchSize, left), ...(after ? [after.created_on, after.id] : [])],
    );
    if (batch.length === 0) return;
    yield batch;
    left -= batch.length;
    const last = batch[batch.length - 1];
    after = { created_on: last.key, id: last.esale_id };
    await db.yieldTurn();
  }
}

/**
 * The name of the first of the corporates in the order the top-bar picker lists them (by name, as
 * GetChildEntityRelation answers): the chart titles' first chosen child entity.
 */
export async function firstChildName(db: Db, corporateIds: readonly number[]): Promise<string | null> {
  const [row] = await db.query<{ name: string }>('SELECT name FROM corporate WHERE id = ANY($1::int[]) ORDER BY name, id LIMIT 1', [corporateIds]);
  return row?.name ?? null;
}
