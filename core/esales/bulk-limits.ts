/**
 * Limits of a bulk case upload (docs/decisions.md): 10,000 data rows (the header is row 1), and
 * a file size that fits them with room (a 10,000-row, 15-column sheet is about 1 MB zipped).
 */
export const MAX_BULK_ROWS = 10_000;
export const MAX_BULK_BYTES = 10 * 1024 * 1024;
/**
 * Zip-bomb limits, judged from the zip's own directory before anything is inflated, and again
 * while inflating (a directory may lie): total uncompressed bytes, entries, and the inflation
 * ratio of any entry over 1 MB (real sheets inflate 5–30×; a bomb inflates 1,000× and more).
 */
export const MAX_BULK_UNCOMPRESSED_BYTES = 200 * 1024 * 1024;
export const MAX_BULK_ZIP_ENTRIES = 500;
export const MAX_BULK_RATIO = 200;
export const RATIO_CHECKED_FROM_BYTES = 1024 * 1024;
/** The longest text a cell may hold; longer is a row error, not a stored case. */
export const MAX_BULK_CELL_CHARS = 200;

/** The messages of a bulk upload: the spec's (§8) verbatim, the rest docs/decisions.md. */
export const BulkMessage = {
  notExcel: 'File is not an excel or is corrupted',
  unable: 'Unable to create order',
  tooBig: 'File is larger than 10 MB',
  tooManyRows: 'File has more than 10,000 rows',
  noRows: 'File has no rows under the header',
  rowsRefused: (rows: number) => `${rows} ${rows === 1 ? 'row has' : 'rows have'} errors; nothing was created`,
  created: (cases: number) => `${cases} ${cases === 1 ? 'case' : 'cases'} created`,
  validated: (cases: number) => `${cases} ${cases === 1 ? 'row is' : 'rows are'} valid; nothing was created (dry run)`,
} as const;
