import Papa from 'papaparse';

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
 * papaparse's own pattern (`^[=+\-@\t\r].*$`) misses such a cell when it holds a line break,
 * because `.` stops at one; testing the first character alone catches it too.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * RFC 4180 with CRLF line ends (what Excel expects); a formula cell is prefixed with an apostrophe
 * and quoted, so it is shown as text. Numbers are never escaped: a negative amount stays a number.
 */
const UNPARSE: Papa.UnparseConfig = { escapeFormulae: FORMULA_START, newline: '\r\n', header: false, quotes: false };

/** Records as CSV lines, each ended by CRLF (an empty list gives ''). */
export function csvLines(records: readonly (readonly unknown[])[]): string {
  if (records.length === 0) return '';
  return `${Papa.unparse(records as unknown[][], UNPARSE)}\r\n`;
}

/** The header line of a file, after the byte order mark. */
export function csvHead<Row>(columns: readonly CsvColumn<Row>[]): string {
  return UTF8_BOM + csvLines([columns.map((c) => c.header)]);
}

/** Rows as CSV lines under the given columns. */
export function csvRows<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  return csvLines(rows.map((row) => columns.map((c) => c.value(row))));
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
