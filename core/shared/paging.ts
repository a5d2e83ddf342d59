/** Lists show ten rows a page; exports ask for a hundred at a time (spec 1 §9). */
export const PAGE_SIZE = 10;
export const EXPORT_PAGE_SIZE = 100;
/** How many page buttons the pager shows either side of the current page. */
export const PAGER_BOUNDARY = 4;

/**
 * The spec's page count: the integer of total divided by 10, plus 1. Kept literally so the
 * pager agrees with the legacy portal, except that an exact multiple does not gain an empty page.
 */
export function pageCount(totalRecords: number, pageSize: number = PAGE_SIZE): number {
  if (totalRecords <= 0) return 1;
  return Math.ceil(totalRecords / pageSize);
}

/** Row offset of a 1-based page. */
export function pageOffset(pageNumber: number, pageSize: number = PAGE_SIZE): number {
  return (Math.max(1, Math.floor(pageNumber)) - 1) * pageSize;
}

/** The total a pager shows: the count, with '+' when the server stopped counting (capped totals). */
export function totalLabel(totalRecords: number, isTotalCapped: boolean): string {
  return isTotalCapped ? `${totalRecords}+` : String(totalRecords);
}
