import { csvHead, csvRows, type CsvColumn } from '../../../adapters/csv/csv.ts';
import type { BulkRowError } from '../../../core/esales/bulk-cases.port.ts';

const COLUMNS: readonly CsvColumn<BulkRowError>[] = [
  { header: 'Row', value: (e) => e.row },
  { header: 'Column', value: (e) => e.column },
  { header: 'Reason', value: (e) => e.reason },
];

/** The row report of a refused workbook as CSV, through the project's one CSV module (formula-escaped, with a BOM). */
export function rowReportCsv(errors: readonly BulkRowError[]): Blob {
  return new Blob([csvHead(COLUMNS) + csvRows(COLUMNS, errors)], { type: 'text/csv;charset=utf-8' });
}
