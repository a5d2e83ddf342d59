/**
 * The detail table a chart segment opens (spec 2 §2.12): its columns, 10 rows a page, the
 * "Showing x - y of n" text and the export's file name.
 */
import { PAGE_SIZE } from '../shared/paging.ts';

export const DETAIL_PAGE_SIZE = PAGE_SIZE;
/** The export's file name (the spec allows esales_data.csv or Esales Data.csv; the project uses the first). */
export const ESALES_DATA_CSV = 'esales_data.csv';
/** The detail columns, in order, as headed on the screen and in the file. */
export const DETAIL_COLUMNS = ['Date', 'Insurer ID', 'Insurer Name', 'ESales ID', 'Request ID'] as const;

/** "Showing x - y of n" for a 1-based page; "Showing 0 - 0 of 0" when there is nothing. */
export function showingLabel(page: number, total: number, pageSize: number = DETAIL_PAGE_SIZE): string {
  if (total <= 0) return 'Showing 0 - 0 of 0';
  const first = (Math.max(1, Math.floor(page)) - 1) * pageSize + 1;
  return `Showing ${Math.min(first, total)} - ${Math.min(first + pageSize - 1, total)} of ${total}`;
}

/** Whether Previous / Next lead anywhere from a 1-based page. */
export const hasPrevious = (page: number): boolean => page > 1;
export const hasNext = (page: number, total: number, pageSize: number = DETAIL_PAGE_SIZE): boolean => page * pageSize < total;
