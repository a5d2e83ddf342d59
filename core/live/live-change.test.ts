import { describe, expect, it } from 'vitest';
import { effectOnList } from './live-change.ts';

describe('what a live change does to a list on screen', () => {
  it('updates a row in place while it still belongs to the list', () => {
    expect(effectOnList(true, true)).toBe('update');
  });
  it('announces a row that left the list and a request that entered it', () => {
    expect(effectOnList(true, false)).toBe('announce');
    expect(effectOnList(false, true)).toBe('announce');
  });
  it('ignores a request that is neither on the page nor in the list', () => {
    expect(effectOnList(false, false)).toBe('none');
  });
});
