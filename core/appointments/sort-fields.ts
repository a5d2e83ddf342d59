/**
 * The fields a lab list can be sorted by (spec 1 §2): the appointment date, the last change and
 * the priority. The names are the wire's sortByField values.
 */
export const SortField = {
  FulfillmentDate: 'FulfillmentDate',
  ModificationDate: 'ModificationDate',
  Priority: 'Priority',
} as const;
/** One sortable field. */
export type SortField = (typeof SortField)[keyof typeof SortField];

/** A list's order: a field and a direction. */
export interface SortOrder {
  readonly field: SortField;
  readonly descending: boolean;
}

/** Provider lists open sorted by appointment date, earliest first (spec 1 §9). */
export const DEFAULT_SORT: SortOrder = { field: SortField.FulfillmentDate, descending: false };

/**
 * The order after a click on a sortable header: the same field flips its direction; another field
 * starts ascending, except priority, which starts with the highest first (that is why one sorts by it).
 */
export function nextSort(current: SortOrder, field: SortField): SortOrder {
  if (current.field === field) return { field, descending: !current.descending };
  return { field, descending: field === SortField.Priority };
}
