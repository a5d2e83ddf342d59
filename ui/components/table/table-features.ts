import { metaHelper, tableFeatures } from '@tanstack/react-table';

/** A server sort a header offers: by the header's own name, or by a second name it carries. */
export interface ColumnSort {
  field: string;
  /** When set, the header reads "{header} / {label}" and only this label sorts by `field`. */
  label?: string;
}

/** What a column may say about itself: the server sorts its header offers, and its least width. */
export interface DataColumnMeta {
  sorts?: readonly ColumnSort[];
  minWidth?: number;
}

/**
 * The portal's tables use only the core of @tanstack/react-table: rows come sorted and paged
 * from the server, and selection lives in the screen's view-model, so no optional feature is needed.
 */
export const dataTableFeatures = tableFeatures({ columnMeta: metaHelper<DataColumnMeta>() });
export type DataTableFeatures = typeof dataTableFeatures;
