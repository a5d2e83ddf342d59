/** One column of a CSV file: its header and the cell a row gives. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null | undefined;
}

/**
 * Every CSV the product writes starts with a UTF-8 byte order mark: without it Excel reads the
 * file in the machine's code page and garbles non-ASCII names.
 */
export const UTF8_BOM = '\uFEFF';

/**
 * A cell a spreadsheet would run as a formula: one starting with = + - @, tab or carriage return.
 * papaparse's own default pattern (`^[=+\-@\t\r].*$`) misses such a cell when it holds a line break,
 * because `.` stops at one; testing the first character alone catches it too.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell papaparse would quote: a quote, comma, line break or byte order mark inside, or a space at either end. */
const NEEDS_QUOTES = /[",\r\n\uFEFF]|^ | $/;
const QUOTE = /"/g;

/**
 * One cell as papaparse's `unparse` writes it with `escapeFormulae: FORMULA_START` and quotes only
 * where needed (RFC 4180; a formula cell is prefixed with an apostrophe and quoted, so it is shown
 * as text; numbers and booleans are never escaped: a negative amount stays a number). Written here rather than through `Papa.unparse`,
 * which cost an export a third of its time per row (bench/README.md, exports); csv.test.ts checks
 * the two agree on any cell.
 */
function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  let text = String(value);
  let quoted = false;
  if (typeof value !== 'number' && typeof value !== 'bigint' && typeof value !== 'boolean' && FORMULA_START.test(text)) {
    text = `'${text}`;
    quoted = true;
  }
  if (!quoted && !NEEDS_QUOTES.test(text)) return text;
  return `"${text.indexOf('"') < 0 ? text : text.replace(QUOTE, '""')}"`;
}

/** One record as a CSV line, ended by CRLF (what Excel expects). */
function csvLine(cells: readonly unknown[]): string {
  let line = '';
  for (let i = 0; i < cells.length; i++) line += i === 0 ? csvCell(cells[i]) : `,${csvCell(cells[i])}`;
  return `${line}\r\n`;
}

/** Records as CSV lines, each ended by CRLF (an empty list gives ''). */
export function csvLines(records: readonly (readonly unknown[])[]): string {
  let text = '';
  for (const record of records) text += csvLine(record);
  return text;
}

/** The header line of a file, after the byte order mark. */
export function csvHead<Row>(columns: readonly CsvColumn<Row>[]): string {
  return UTF8_BOM + csvLines([columns.map((c) => c.header)]);
}

/** Rows as CSV lines under the given columns. */
export function csvRows<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  let text = '';
  for (const row of rows) {
    let line = '';
    for (let i = 0; i < columns.length; i++) line += i === 0 ? csvCell(columns[i].value(row)) : `,${csvCell(columns[i].value(row))}`;
    text += `${line}\r\n`;
  }
  return text;
}

/**
 * A whole file as text chunks: the byte order mark and header, then one chunk per batch of rows,
 * so a caller can stream it while the rows are still being read.
 */
export async function* csvChunks<Row>(columns: readonly CsvColumn<Row>[], batches: AsyncIterable<readonly Row[]>): AsyncGenerator<string> {
  yield csvHead(columns);
  for await (const batch of batches) {
    if (batch.length > 0) yield csvRows(columns, batch);
  }
}
