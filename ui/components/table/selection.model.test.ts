import { describe, expect, it } from 'vitest';
import { SelectionModel } from './selection.model.ts';

describe('SelectionModel', () => {
  it('ticks rows one by one or all at once, and forgets rows no longer shown', () => {
    const s = new SelectionModel();
    s.toggle(1);
    s.toggle(2);
    s.toggle(1);
    expect(s.ids).toEqual([2]);
    s.toggleAll([1, 2, 3]);
    expect(s.ids).toEqual([2, 1, 3]);
    s.toggleAll([1, 2, 3]);
    expect(s.count).toBe(0);
    s.toggleAll([4, 5]);
    s.keepOnly([5, 6]);
    expect(s.ids).toEqual([5]);
  });
});
