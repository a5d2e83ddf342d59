import type { Db } from '../store/db.ts';
import type { ListSelection } from './list-selection.ts';
import { ROW_COLUMNS, ROW_JOINS, orderBy, sortColumns, whereClause } from './list-sql.ts';

/** A request row as the list and the export read it. */
export interface RequestRow {
  id: number;
  parent_request_id: number | null;
  order_id: number | null;
  employee_id: string;
  patient_name: string;
  dob: string | null;
  gender: string;
  corporate_id: number | null;
  corporate_name: string | null;
  address_line1: string;
  address_line2: string;
  city: string;
  pin_code: string;
  phone: string;
  email: string;
  is_dnd: boolean;
  package_ids: number[];
  package_name: string;
  test_category: string;
  fulfillment_date: Date;
  visit_type: string;
  priority_id: number;
  provider_id: number;
  provider_name: string;
  provider_parent_id: number | null;
  contract_id: number;
  status_id: number;
  remarks: string;
  created_on: Date;
  modified_on: Date;
}

/** Counts stop here: a whole provider group without a date range is too slow to count exactly (TOOLCHAIN.md). */
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

/**
 * One page as a deferred join: the ids come from the tab index alone (a covering index, so the
 * subquery never touches the table), then only those rows are read and joined.
 *
 * The tab index is (provider_id, status_id, fulfillment_date), and a selection holds several
 * providers and statuses, so one scan returns the window's entries in (provider, status) order
 * and the page is a top-N sort of the whole window. Sorted by fulfillment date with no search,
 * while branches × (offset + rows) ≤ `branchReadLimit`, each (provider, status) branch instead
 * gives its first offset + rows ids in index order (a scan that stops early) and the page is
 * their merge: the same rows in the same order. Other sorts, searches and SLA filters, and deep
 * pages, keep the single scan.
 */
export async function listPage(db: Db, sel: ListSelection, rows: number, offset: number, branchReadLimit = BRANCH_READ_LIMIT): Promise<RequestRow[]> {
  const where = whereClause(sel); // $1 = provider ids, $2 = status ids
  const params = [...where.params, rows, offset];
  const [limit, skip] = [`$${params.length - 1}::int`, `$${params.length}::int`];
  const order = orderBy(sel, 'r');
  const search = sel.requestIds || sel.employeeIds || sel.patientName || sel.contactNumber || sel.emailId || sel.sla;
  const branches = new Set(sel.providerIds).size * new Set(sel.statusIds).size;
  const byBranch = sel.sort.column === 'fulfillment_date' && !search && branches * (offset + rows) <= branchReadLimit;
  const ids = byBranch
    ? `SELECT b.id FROM (SELECT DISTINCT unnest($1::int[]) AS id) pv CROSS JOIN (SELECT DISTINCT unnest($2::int[]) AS id) st
         CROSS JOIN LATERAL (SELECT r.id, r.fulfillment_date FROM appointment_request r
                              WHERE r.provider_id = pv.id AND r.status_id = st.id AND ${where.sql}
                              ORDER BY ${order} LIMIT ${limit} + ${skip}) b
        ORDER BY ${orderBy(sel, 'b')} LIMIT ${limit} OFFSET ${skip}`
    : `SELECT r.id FROM appointment_request r WHERE ${where.sql} ORDER BY ${order} LIMIT ${limit} OFFSET ${skip}`;
  return db.query<RequestRow>(
    `SELECT ${ROW_COLUMNS}
       FROM (${ids}) page
       JOIN appointment_request r ON r.id = page.id
       ${ROW_JOINS}
      ORDER BY ${order}`,
    params,
  );
}

/** The number of matching rows, exact up to COUNT_CAP (NAME_COUNT_CAP for a name search). */
export async function countRows(db: Db, sel: ListSelection): Promise<{ total: number; capped: boolean }> {
  const where = whereClause(sel);
  const cap = sel.patientName ? NAME_COUNT_CAP : COUNT_CAP;
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM appointment_request r WHERE ${where.sql} LIMIT ${cap + 1}) t`,
    where.params,
  );
  return row.n > cap ? { total: cap, capped: true } : { total: row.n, capped: false };
}

const KEY_TYPE: Record<string, string> = { fulfillment_date: 'timestamptz', modified_on: 'timestamptz', priority_id: 'smallint', id: 'bigint' };

/**
 * Every matching row, in list order, read in keyset-paged batches: each batch starts after the
 * last row of the one before, so memory stays flat and no batch pays for an OFFSET. Each batch
 * re-sorts what is left of the selection, so large batches are much faster than small ones.
 */
export async function* keysetBatches(db: Db, sel: ListSelection, batchSize: number, limit: number): AsyncGenerator<RequestRow[]> {
  const columns = sortColumns(sel);
  const comparison = sel.sort.descending ? '<' : '>';
  let after: unknown[] | undefined;
  let sent = 0;
  while (sent < limit) {
    const where = whereClause(sel);
    const params = where.params;
    let keyset = '';
    if (after) {
      const placeholders = after.map((value, i) => {
        params.push(value);
        return `$${params.length}::${KEY_TYPE[columns[i]]}`;
      });
      keyset = ` AND (${columns.map((c) => `r.${c}`).join(', ')}) ${comparison} (${placeholders.join(', ')})`;
    }
    params.push(Math.min(batchSize, limit - sent));
    const batch = await db.query<RequestRow>(
      `SELECT ${ROW_COLUMNS}, r.fulfillment_date::text AS key_fulfillment_date, r.modified_on::text AS key_modified_on
         FROM (SELECT r.id FROM appointment_request r WHERE ${where.sql}${keyset}
                ORDER BY ${orderBy(sel, 'r')} LIMIT $${params.length}) page
         JOIN appointment_request r ON r.id = page.id
         ${ROW_JOINS}
        ORDER BY ${orderBy(sel, 'r')}`,
      params,
    );
    if (batch.length > 0) yield batch;
    sent += batch.length;
    if (batch.length < batchSize) return;
    const last = batch[batch.length - 1] as unknown as Record<string, unknown>;
    // Timestamps go back as PostgreSQL's own text: a JS Date would drop microseconds and skip rows.
    after = columns.map((c) => last[`key_${c}`] ?? last[c]);
  }
}

/** Every matching row, one at a time, in list order (keyset batches). */
export async function* allRows(db: Db, sel: ListSelection, batchSize: number, limit: number): AsyncGenerator<RequestRow> {
  for await (const batch of keysetBatches(db, sel, batchSize, limit)) yield* batch;
}

/**
 * Every matching row in list order, up to `limit`, in batches of at most `batchSize`: through a
 * server-side cursor when the engine has one (one statement, sorted once; bench/README.md,
 * cause 2), otherwise in keyset batches. Stopping early (the client went away) closes the cursor.
 */
export function rowBatches(db: Db, sel: ListSelection, batchSize: number, limit: number): AsyncIterable<RequestRow[]> {
  if (!db.cursor) return keysetBatches(db, sel, batchSize, limit);
  const where = whereClause(sel);
  const order = orderBy(sel, 'r');
  return db.cursor<RequestRow>(
    `SELECT ${ROW_COLUMNS}
       FROM (SELECT r.id FROM appointment_request r WHERE ${where.sql} ORDER BY ${order} LIMIT $${where.params.length + 1}) page
       JOIN appointment_request r ON r.id = page.id
       ${ROW_JOINS}
      ORDER BY ${order}`,
    [...where.params, limit],
    batchSize,
  );
}
