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
 * One page as a deferred join: the ids come from the tab index alone (a covering index, so the
 * subquery never touches the table), then only those rows are read and joined.
 */
export async function listPage(db: Db, sel: ListSelection, rows: number, offset: number): Promise<RequestRow[]> {
  const where = whereClause(sel);
  const params = [...where.params, rows, offset];
  return db.query<RequestRow>(
    `SELECT ${ROW_COLUMNS}
       FROM (SELECT r.id FROM appointment_request r WHERE ${where.sql}
              ORDER BY ${orderBy(sel, 'r')} LIMIT $${params.length - 1} OFFSET $${params.length}) page
       JOIN appointment_request r ON r.id = page.id
       ${ROW_JOINS}
      ORDER BY ${orderBy(sel, 'r')}`,
    params,
  );
}

/** The number of matching rows, exact up to COUNT_CAP. */
export async function countRows(db: Db, sel: ListSelection): Promise<{ total: number; capped: boolean }> {
  const where = whereClause(sel);
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM appointment_request r WHERE ${where.sql} LIMIT ${COUNT_CAP + 1}) t`,
    where.params,
  );
  return row.n > COUNT_CAP ? { total: COUNT_CAP, capped: true } : { total: row.n, capped: false };
}

const KEY_TYPE: Record<string, string> = { fulfillment_date: 'timestamptz', modified_on: 'timestamptz', priority_id: 'smallint', id: 'bigint' };

/**
 * Every matching row, in list order, read in keyset-paged batches: each batch starts after the
 * last row of the one before, so memory stays flat and no batch pays for an OFFSET.
 */
export async function* allRows(db: Db, sel: ListSelection, batchSize: number, limit: number): AsyncGenerator<RequestRow> {
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
    for (const row of batch) yield row;
    sent += batch.length;
    if (batch.length < batchSize) return;
    const last = batch[batch.length - 1] as unknown as Record<string, unknown>;
    // Timestamps go back as PostgreSQL's own text: a JS Date would drop microseconds and skip rows.
    after = columns.map((c) => last[`key_${c}`] ?? last[c]);
  }
}
