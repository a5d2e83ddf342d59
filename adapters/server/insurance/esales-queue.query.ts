import type { QueueSearchKind } from '../../../core/esales/queue.ts';
import type { Db } from '../store/db.ts';
import { phoneSearchSql } from '../store/contact-search.sql.ts';
import { copyRows } from '../requests/copy-rows.ts';
import { NAME_COUNT_CAP } from '../requests/request-store.ts';
import { CASE_COLUMNS, CASE_JOINS, CASE_SHAPE, type CaseRow } from './esales-case.ts';

/**
 * Which e-sales cases a queue page, search or export holds: always the caller's corporates, then
 * either a creation range (instants, half-open) or one search; newest first.
 */
export interface CaseSelection {
  corporateIds: number[];
  /** The creation range as India days (inclusive) and as the instants they span (half-open). */
  days?: { startDate: string; endDate: string };
  from?: Date;
  to?: Date;
  search?: { kind: QueueSearchKind; text: string };
}

const ORDER = 'e.created_on DESC, e.id DESC';

/** The WHERE clause of a selection over alias e, with its parameters. */
function whereOf(sel: CaseSelection): { sql: string; params: unknown[] } {
  const params: unknown[] = [sel.corporateIds];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const terms = ['e.corporate_id = ANY($1::int[])'];
  const search = sel.search;
  if (search) {
    switch (search.kind) {
      case 'RequestId':
        terms.push(`e.id = ${add(search.text)}::bigint`);
        break;
      case 'MemberId':
        terms.push(`e.member_id = ${add(search.text)}`);
        break;
      case 'ApplicationNo': {
        const p = add(search.text);
        terms.push(`(e.application_no = ${p} OR e.equote = ${p})`);
        break;
      }
      case 'Name':
        terms.push(`e.customer_name ILIKE ${add(`%${likeEscape(search.text)}%`)}`);
        break;
      case 'ContactNo':
        // core/privacy/contact-search: a do-not-disturb number is found only by its visible digits.
        terms.push(phoneSearchSql('e', add(`%${likeEscape(search.text)}%`)));
        break;
    }
  } else {
    if (sel.from) terms.push(`e.created_on >= ${add(sel.from)}::timestamptz`);
    if (sel.to) terms.push(`e.created_on < ${add(sel.to)}::timestamptz`);
  }
  return { sql: terms.join(' AND '), params };
}

/** A LIKE pattern's special characters taken literally. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The total of a selection. A range of whole India days sums the per-day counts the
 * esales_case_day trigger keeps (014_esales_queue.sql), a few hundred rows at most, instead of
 * counting a month of cases. A search counts its matches; a name or number fragment only up to
 * `cap` (the lab desk's NAME_COUNT_CAP), since each match is read from the table to test it.
 */
function countSql(sel: CaseSelection, cap: number | null): { sql: string; params: unknown[] } {
  if (!sel.search && sel.days) {
    return {
      sql: `SELECT coalesce(sum(n), 0)::int AS n FROM esales_case_day WHERE corporate_id = ANY($1::int[]) AND day BETWEEN $2::date AND $3::date`,
      params: [sel.corporateIds, sel.days.startDate, sel.days.endDate],
    };
  }
  const where = whereOf(sel);
  const limit = cap === null ? '' : ` LIMIT ${Math.trunc(cap) + 1}`;
  return { sql: `SELECT count(*)::int AS n FROM (SELECT 1 FROM esales_case e WHERE ${where.sql}${limit}) t`, params: where.params };
}

/** Where a selection's count may stop: fragments of a name or a number, whose matches are many. */
function countCapOf(sel: CaseSelection): number | null {
  return sel.search?.kind === 'Name' || sel.search?.kind === 'ContactNo' ? NAME_COUNT_CAP : null;
}

/**
 * One page of cases (a deferred join: the ids come from a created_on index, then only the page's
 * rows are read and joined) and the total, in parallel.
 */
export async function caseQueuePage(db: Db, sel: CaseSelection, rows: number, offset: number): Promise<{ rows: CaseRow[]; total: number; capped: boolean }> {
  const where = whereOf(sel);
  const n = where.params.length;
  const page = db.query<CaseRow>(
    `SELECT ${CASE_COLUMNS}
       FROM (SELECT e.id FROM esales_case e WHERE ${where.sql} ORDER BY ${ORDER} LIMIT $${n + 1}::int OFFSET $${n + 2}::bigint) p
       JOIN esales_case e ON e.id = p.id ${CASE_JOINS}
      ORDER BY ${ORDER}`,
    [...where.params, rows, offset],
  );
  const cap = countCapOf(sel);
  const total = countSql(sel, cap);
  const count = db.query<{ n: number }>(total.sql, total.params);
  const [pageRows, [counted]] = await Promise.all([page, count]);
  return cap !== null && counted.n > cap ? { rows: pageRows, total: cap, capped: true } : { rows: pageRows, total: counted.n, capped: false };
}

/** How many cases a selection holds, exactly (the export's audit line). */
export async function countCases(db: Db, sel: CaseSelection): Promise<number> {
  const total = countSql(sel, null);
  const [row] = await db.query<{ n: number }>(total.sql, total.params);
  return row.n;
}

/**
 * Every case of a selection in queue order, at most `limit`: streamed from COPY on PostgreSQL (a
 * batch per chunk); on PGlite keyset pages on (created_on, id), each continuing after the last row read.
 */
export async function* caseBatches(db: Db, sel: CaseSelection, batchSize: number, limit: number): AsyncGenerator<CaseRow[]> {
  const where = whereOf(sel);
  const n = where.params.length;
  if (db.copyOut) {
    const sql = `SELECT ${CASE_SHAPE.copy.columns} FROM esales_case e ${CASE_JOINS} WHERE ${where.sql} ORDER BY ${ORDER} LIMIT $${n + 1}::int`;
    yield* copyRows(db.copyOut(sql, [...where.params, limit]), CASE_SHAPE);
    return;
  }
  let after: { created_on: string; id: number } | null = null;
  for (let left = limit; left > 0; ) {
    const keyset: string = after ? ` AND (e.created_on, e.id) < ($${n + 2}::timestamptz, $${n + 3}::bigint)` : '';
    const params: unknown[] = [...where.params, Math.min(batchSize, left), ...(after ? [after.created_on, after.id] : [])];
    const batch: (CaseRow & { key_created_on: string })[] = await db.query(
      `SELECT ${CASE_COLUMNS}, e.created_on::text AS key_created_on FROM esales_case e ${CASE_JOINS}
        WHERE ${where.sql}${keyset} ORDER BY ${ORDER} LIMIT $${n + 1}::int`,
      params,
    );
    if (batch.length === 0) return;
    yield batch;
    left -= batch.length;
    const last = batch[batch.length - 1];
    after = { created_on: last.key_created_on, id: last.id };
    await db.yieldTurn();
  }
}
