import { ALL_PRIORITY_IDS } from '../../../core/appointments/priorities.ts';
import type { Db } from '../store/db.ts';
import { REQUEST_JOINS, type RowShape } from './request-row.ts';
import { FILTER_TERMS, isSearchSelection, type RequestSelection, type SlaSqlTerm } from './selection.ts';
import { orderBy, slaPredicate, sortColumns, whereClause } from './selection-sql.ts';
import { copyRows } from './copy-rows.ts';
import { indiaDay, startOfIndiaDay } from '../../../core/shared/india-time.ts';

/** Counts stop here by default: a whole provider group without a date range is too slow to count exactly. */
export const COUNT_CAP = 10_000;
/**
 * A name search counts to here: every match of a name fragment is read from the table to test it
 * (the trigram index only narrows), so a common first name counted to 10,000 reads 11,000 table
 * pages (bench/README.md, name search).
 */
export const NAME_COUNT_CAP = 1_000;

/**
 * Branches × (offset + rows) up to which a page sorted by fulfillment date is read branch by
 * branch (bench/README.md, cause 1): past it, one scan of the window is cheaper than the merge.
 */
export const BRANCH_READ_LIMIT = 20_000;

/** The rows of a page of ids as the given columns of a shape, in the selection's order. */
function rowsOf(ids: string, sel: RequestSelection, columns: string): string {
  return `SELECT ${columns}
       FROM (${ids}) page
       JOIN appointment_request r ON r.id = page.id ${REQUEST_JOINS}
      ORDER BY ${orderBy(sel, 'r')}`;
}

/**
 * One page as a deferred join: the ids come from an index alone (the tab index covers a lab tab,
 * so the subquery never touches the table), then only those rows are read and joined.
 *
 * A selection holds several providers and statuses, so one scan of the tab index
 * (provider_id, status_id, fulfillment_date) returns the window's entries in (provider, status)
 * order and the page is a top-N sort of the whole window. Two orders are read branch by branch
 * instead, each branch a scan that stops early, and the page is their merge (the same rows in the
 * same order), while branches × (offset + rows) ≤ `branchReadLimit` and the selection is no search:
 * - by fulfillment date, with both providers and statuses: each (provider, status) branch gives
 *   its first offset + rows ids in the tab index's order;
 * - by priority (then fulfillment date): each priority code's branch gives its first offset + rows
 *   ids of the window in the priority index's order (017_list_indexes.sql).
 * Other sorts, searches and SLA filters, and deep pages keep the single scan.
 */
export async function listPage<R>(db: Db, sel: RequestSelection, shape: RowShape<R>, rows: number, offset: number, branchReadLimit = BRANCH_READ_LIMIT): Promise<R[]> {
  const where = whereClause(sel);
  const params = where.params;
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const [limit, skip] = [`${add(rows)}::int`, `${add(offset)}::int`];
  const order = orderBy(sel, 'r');
  const fits = (branches: number) => !isSearchSelection(sel) && branches * (offset + rows) <= branchReadLimit;
  const merged = (branches: string, match: string) =>
    `SELECT b.id FROM ${branches}
         CROSS JOIN LATERAL (SELECT r.id, r.fulfillment_date, r.priority_id FROM appointment_request r
                              WHERE ${match} AND ${where.sql}
                              ORDER BY ${order} LIMIT ${limit} + ${skip}) b
        ORDER BY ${orderBy(sel, 'b')} LIMIT ${limit} OFFSET ${skip}`;
  let ids = `SELECT r.id FROM appointment_request r WHERE ${where.sql} ORDER BY ${order} LIMIT ${limit} OFFSET ${skip}`;
  // A (provider, status) branch is a range of the tab index whatever the values: one plan serves all.
  let reusePlan = false;
  if (sel.sort.column === 'fulfillment_date' && sel.providerIds && sel.statusIds && fits(new Set(sel.providerIds).size * new Set(sel.statusIds).size)) {
    ids = merged(
      `(SELECT DISTINCT unnest(${add(sel.providerIds)}::int[]) AS id) pv CROSS JOIN (SELECT DISTINCT unnest(${add(sel.statusIds)}::int[]) AS id) st`,
      'r.provider_id = pv.id AND r.status_id = st.id',
    );
    reusePlan = isTabWindow(sel);
  } else if (sel.sort.column === 'priority_id' && fits(ALL_PRIORITY_IDS.length)) {
    ids = merged(`unnest(${add(ALL_PRIORITY_IDS)}::int[]) pr(id)`, 'r.priority_id = pr.id');
  }
  return db.query<R>(rowsOf(ids, sel, shape.columns), params, { reusePlan });
}

/** Whether an instant is an India midnight, the bound of a day in request_day_count. */
const isIndiaMidnight = (at: Date) => startOfIndiaDay(indiaDay(at)).getTime() === at.getTime();

/** Whether a selection has these filter terms, and no other besides its dates. */
function hasOnlyTerms(sel: RequestSelection, terms: (keyof typeof FILTER_TERMS)[]): boolean {
  const allowed = new Set<string>(['from', 'to', ...terms]);
  return terms.every((t) => sel[t] !== undefined)
    && Object.keys(FILTER_TERMS).every((t) => allowed.has(t) || sel[t as keyof typeof FILTER_TERMS] === undefined);
}

/** Whether a selection is a lab tab's window: providers, statuses and service only, as the tabs send. */
const isTabWindow = (sel: RequestSelection) => hasOnlyTerms(sel, ['providerIds', 'statusIds']);

const isDayBounded = (sel: RequestSelection) => (!sel.from || isIndiaMidnight(sel.from)) && (!sel.to || isIndiaMidnight(sel.to));

/** Whether a selection is an insurer's unfiltered window: corporates and service only. */
const isCorporateWindow = (sel: RequestSelection) => hasOnlyTerms(sel, ['corporateIds']);

/**
 * A total summed from the per-day counts (025_request_day_counts.sql), for a selection they
 * answer: a lab tab's window or an insurer's unfiltered one, bounded (if at all) by India
 * midnights. At most providers × statuses × days (or corporates × days) rows; null otherwise.
 */
function dayCountQuery(sel: RequestSelection, params: unknown[] = []): { sql: string; params: unknown[] } | null {
  if (!isDayBounded(sel)) return null;
  const p = (value: unknown) => `$${params.push(value)}`;
  let table: string;
  let terms: string[];
  if (isTabWindow(sel)) {
    table = 'request_day_count';
    terms = [`c.service = ${p(sel.service)}`, `c.provider_id = ANY(${p(sel.providerIds)}::int[])`, `c.status_id = ANY(${p(sel.statusIds)}::int[])`];
  } else if (isCorporateWindow(sel)) {
    table = 'request_corporate_day_count';
    terms = [`c.service = ${p(sel.service)}`, `c.corporate_id = ANY(${p(sel.corporateIds)}::int[])`];
  } else {
    return null;
  }
  if (sel.from) terms.push(`c.day >= ${p(indiaDay(sel.from))}::date`);
  if (sel.to) terms.push(`c.day < ${p(indiaDay(sel.to))}::date`);
  return { sql: `SELECT coalesce(sum(c.n), 0)::int AS n FROM ${table} c WHERE ${terms.join(' AND ')}`, params };
}

/**
 * The number of matching rows, exact up to `cap` (the count runs over LIMIT cap + 1), or exact
 * whatever it is with `cap` null (for a contract that has no way to say "at least"). A lab tab's
 * or an insurer's unfiltered window is summed from the per-day counts instead, exact whatever its size.
 */
export async function countRows(db: Db, sel: RequestSelection, cap: number | null = sel.patientName ? NAME_COUNT_CAP : COUNT_CAP): Promise<{ total: number; capped: boolean }> {
  const byDay = dayCountQuery(sel);
  if (byDay) {
    const [row] = await db.query<{ n: number }>(byDay.sql, byDay.params, { reusePlan: true });
    return { total: row.n, capped: false };
  }
  const where = whereClause(sel);
  const limit = cap === null ? '' : ` LIMIT ${Math.trunc(cap) + 1}`;
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (SELECT 1 FROM appointment_request r WHERE ${where.sql}${limit}) t`, where.params);
  return cap !== null && row.n > cap ? { total: cap, capped: true } : { total: row.n, capped: false };
}

/**
 * The late rows of one SLA term in a lab or offline tab's window, as a SQL expression: whichever
 * side of the cutoff holds fewer index entries is read. Rows created or changed within the SLA are
 * few (the last hours), so those are counted (031's indexes) and taken from the term's per-day
 * total; by appointment time, the shorter stretch of the window on either side of the cutoff is
 * read from the tab index (bench/README.md, "SLA breach counts").
 */
function lateInWindow(sel: RequestSelection, term: SlaSqlTerm, params: unknown[]): string | null {
  const statusIds = term.statusIds.filter((s) => sel.statusIds!.includes(s));
  if (statusIds.length === 0) return null;
  const termSel = { ...sel, statusIds };
  const where = whereClause(termSel, params).sql;
  const cut = term.atOrBefore.getTime();
  const lateSpan = sel.from ? Math.min(sel.to?.getTime() ?? cut, cut) - sel.from.getTime() : Infinity;
  const onTimeSpan = sel.to ? sel.to.getTime() - cut : Infinity;
  if (term.column === 'fulfillment_date' && lateSpan <= onTimeSpan) {
    return `(SELECT count(*) FROM appointment_request r WHERE ${where} AND r.fulfillment_date <= $${params.push(term.atOrBefore)})`;
  }
  const total = dayCountQuery(termSel, params)!.sql;
  return `((${total}) - (SELECT count(*) FROM appointment_request r WHERE ${where} AND r.${term.column} > $${params.push(term.atOrBefore)}))`;
}

/**
 * The count of `countRows` and, in the same statement, how many of those rows are past one of the
 * SLA `terms` (core's rule as slaPredicate writes it). A tab's window the per-day counts answer sums
 * them and counts each term's late rows beside (lateInWindow); any other selection counts both in
 * one scan, COUNT(*) FILTER, over the same capped rows, so a capped total has a breach count of at
 * least what it says. No terms: no late row, and the plain count.
 */
export async function countWithPastSla(
  db: Db,
  sel: RequestSelection,
  terms: readonly SlaSqlTerm[],
  cap: number | null = sel.patientName ? NAME_COUNT_CAP : COUNT_CAP,
): Promise<{ total: number; capped: boolean; pastSla: number }> {
  if (terms.length === 0) return { ...(await countRows(db, sel, cap)), pastSla: 0 };
  const byDay = isTabWindow(sel) ? dayCountQuery(sel) : null;
  if (byDay) {
    const params = byDay.params;
    const late = terms.map((t) => lateInWindow(sel, t, params)).filter((x) => x !== null);
    // Planned for its values: a generic plan cannot tell a few hours of changes from the whole window.
    const [row] = await db.query<{ n: number; past: number }>(
      `SELECT (${byDay.sql}) AS n, (${late.length ? late.join(' + ') : '0'})::int AS past`,
      params,
    );
    return { total: row.n, capped: false, pastSla: row.past };
  }
  const where = whereClause(sel);
  const late = slaPredicate(terms, where.params);
  const limit = cap === null ? '' : ` LIMIT ${Math.trunc(cap) + 1}`;
  const [row] = await db.query<{ n: number; past: number }>(
    `SELECT count(*)::int AS n, (count(*) FILTER (WHERE t.late))::int AS past FROM (SELECT ${late} AS late FROM appointment_request r WHERE ${where.sql}${limit}) t`,
    where.params,
  );
  const capped = cap !== null && row.n > cap;
  return { total: capped ? cap : row.n, capped, pastSla: Math.min(row.past, capped ? cap : row.n) };
}

const KEY_TYPE: Record<string, string> = { fulfillment_date: 'timestamptz', modified_on: 'timestamptz', created_on: 'timestamptz', priority_id: 'smallint', id: 'bigint' };

/**
 * The sort keys of a row, read next to its shape. Timestamps go back as PostgreSQL's own text: a
 * JS Date would drop microseconds and skip rows.
 */
const KEY_COLUMNS = `r.fulfillment_date::text AS key_fulfillment_date, r.modified_on::text AS key_modified_on,
  r.created_on::text AS key_created_on, r.priority_id AS key_priority_id, r.id AS key_id`;

/**
 * Every matching row, in list order, read in keyset-paged batches: each batch starts after the
 * last row of the one before, so memory stays flat and no batch pays for an OFFSET. Each batch
 * re-sorts what is left of the selection, so large batches are much faster than small ones.
 */
export async function* keysetBatches<R>(db: Db, sel: RequestSelection, shape: RowShape<R>, batchSize: number, limit: number): AsyncGenerator<R[]> {
  const columns = sortColumns(sel);
  const comparison = sel.sort.descending ? '<' : '>';
  let after: unknown[] | undefined;
  let sent = 0;
  while (sent < limit) {
    const { sql, params } = whereClause(sel);
    let keyset = '';
    if (after) {
      const placeholders = after.map((value, i) => {
        params.push(value);
        return `$${params.length}::${KEY_TYPE[columns[i]]}`;
      });
      keyset = ` AND (${columns.map((c) => `r.${c}`).join(', ')}) ${comparison} (${placeholders.join(', ')})`;
    }
    params.push(Math.min(batchSize, limit - sent));
    const batch = await db.query<R>(
      `SELECT ${shape.columns}, ${KEY_COLUMNS}
         FROM (SELECT r.id FROM appointment_request r WHERE ${sql}${keyset}
                ORDER BY ${orderBy(sel, 'r')} LIMIT $${params.length}) page
         JOIN appointment_request r ON r.id = page.id ${REQUEST_JOINS}
        ORDER BY ${orderBy(sel, 'r')}`,
      params,
    );
    if (batch.length > 0) yield batch;
    sent += batch.length;
    if (batch.length < batchSize) return;
    const last = batch[batch.length - 1] as Record<string, unknown>;
    after = columns.map((c) => last[`key_${c}`]);
  }
}

/** Every matching row, one at a time, in list order (keyset batches). */
export async function* allRows<R>(db: Db, sel: RequestSelection, shape: RowShape<R>, batchSize: number, limit: number): AsyncGenerator<R> {
  for await (const batch of keysetBatches(db, sel, shape, batchSize, limit)) yield* batch;
}

/**
 * Every matching row in list order, up to `limit`, in batches: through COPY when the engine has it
 * (one statement, sorted once, rows sent as fast as they are read; a batch per chunk of data, so
 * `batchSize` does not apply; bench/README.md, exports), otherwise in keyset batches of
 * `batchSize`. Stopping early (the client went away) ends the COPY and frees its connection.
 */
export function rowBatches<R>(db: Db, sel: RequestSelection, shape: RowShape<R>, batchSize: number, limit: number): AsyncIterable<R[]> {
  if (!db.copyOut) return keysetBatches(db, sel, shape, batchSize, limit);
  const { sql, params } = whereClause(sel);
  params.push(limit);
  const ids = `SELECT r.id FROM appointment_request r WHERE ${sql} ORDER BY ${orderBy(sel, 'r')} LIMIT $${params.length}`;
  return copyRows(db.copyOut(rowsOf(ids, sel, shape.copy.columns), params), shape);
}
