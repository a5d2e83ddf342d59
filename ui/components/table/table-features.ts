import { metaHelper, tableFeatures } from '@tanstack/react-table';

/** What a column may say about itself: the server field its header sorts by, and its least width. */
export interface DataColumnMeta {
  sortField?: string;
  minWidth?: number;
}

/**
 * The portal's tables use only the core of @tanstack/react-table: rows come sorted and paged
 * from the server, and selection lives in the screen's view-model, so no optional feature is needed.
 */
export const dataTableFeatures = tableFeatures({ columnMeta: metaHelper<DataColumnMeta>() });
export type DataTableFeatures = typeof dataTableFeatures;
