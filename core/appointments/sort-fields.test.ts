import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, nextSort } from './sort-fields.ts';

describe('nextSort', () => {
  it('flips the direction of the current field and starts another afresh', () => {
    expect(DEFAULT_SORT).toEqual({ field: 'FulfillmentDate', descending: false });
    expect(nextSort(DEFAULT_SORT, 'FulfillmentDate')).toEqual({ field: 'FulfillmentDate', descending: true });
    expect(nextSort({ field: 'FulfillmentDate', descending: true }, 'FulfillmentDate')).toEqual({ field: 'FulfillmentDate', descending: false });
    expect(nextSort(DEFAULT_SORT, 'ModificationDate')).toEqual({ field: 'ModificationDate', descending: false });
    expect(nextSort(DEFAULT_SORT, 'Priority')).toEqual({ field: 'Priority', descending: true });
  });
});
