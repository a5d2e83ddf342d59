import type { BulkRowError } from '../../../core/esales/bulk-cases.port.ts';

/** The per-row report of a refused workbook, one line a bad cell in sheet order: 'row N, column C: reason'. */
export function rowReport(errors: readonly BulkRowError[]): string[] {
  return [...errors].sort((a, b) => a.row - b.row).map((e) => `row ${e.row}, column ${e.column}: ${e.reason}`);
}
