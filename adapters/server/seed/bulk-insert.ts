import type { Db } from '../store/db.ts';

/** A column of a bulk insert: its name, its SQL type, and how to read it from a row. */
export interface Column<Row> {
  readonly name: string;
  readonly type: string;
  readonly value: (row: Row) => unknown;
}

/** Text form of a value for a text[] parameter; the SQL casts it back per column. */
function asText(value: unknown, type: string): string | null {
  if (value === null || value === undefined) return null;
  if (type === 'jsonb' || type === 'json') return JSON.stringify(value);
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return `{${value.join(',')}}`;
  return String(value);
}

/**
 * Inserts rows in batches with one `INSERT ... SELECT FROM unnest(...)` per batch: one text array
 * per column, cast back to the column's type. Both engines take it, and a few statements of
 * thousands of rows are far quicker than a statement per row, above all on PGlite.
 * Array values must be numbers or plain words (no commas, quotes, braces or spaces): their text
 * form is a PostgreSQL array literal written without quoting.
 */
export async function bulkInsert<Row>(db: Db, table: string, columns: readonly Column<Row>[], rows: readonly Row[], batchSize = 2500): Promise<void> {
  const names = columns.map((c) => c.name).join(', ');
  const params = columns.map((_, i) => `$${i + 1}::text[]`).join(', ');
  const aliases = columns.map((_, i) => `c${i}`);
  const casts = columns.map((c, i) => `${aliases[i]}::${c.type}`).join(', ');
  const sql = `INSERT INTO ${table} (${names}) SELECT ${casts} FROM unnest(${params}) AS u(${aliases.join(', ')})`;
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    await db.query(sql, columns.map((c) => batch.map((row) => asText(c.value(row), c.type))));
  }
}
