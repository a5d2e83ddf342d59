import { describe, expect, it } from 'vitest';
import { LoadedItems } from './loaded-items.ts';

describe('a list read on opening', () => {
  it('holds what was read and is no longer loading', async () => {
    const list = new LoadedItems(async () => ['a', 'b']);
    const loading = list.load();
    expect(list.isLoading).toBe(true);
    await loading;
    expect([list.items, list.isLoading, list.loadFailed]).toEqual([['a', 'b'], false, false]);
  });

  it('drops what an earlier read found when a later read fails', async () => {
    let answer: string[] | Error = ['a'];
    const list = new LoadedItems(async () => {
      if (answer instanceof Error) throw answer;
      return answer;
    });
    await list.load();
    answer = new Error('down');
    await list.load();
    expect([list.items, list.isLoading, list.loadFailed]).toEqual([[], false, true]);
  });
});
