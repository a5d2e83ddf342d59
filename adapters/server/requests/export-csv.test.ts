import { describe, expect, it } from 'vitest';
import { limitNote, upToLimit } from './export-csv.ts';

async function* batchesOf(...batches: number[][]) {
  yield* batches;
}

async function read(batches: AsyncIterable<readonly number[]>): Promise<number[][]> {
  const out: number[][] = [];
  for await (const batch of batches) out.push([...batch]);
  return out;
}

describe('an export up to its limit', () => {
  it('passes every row when there are no more than the limit', async () => {
    const r = upToLimit(batchesOf([1, 2], [3]), 3);
    expect(await read(r.batches)).toEqual([[1, 2], [3]]);
    expect(r.over()).toBe(false);
  });

  it('stops at the limit and says so when one more row exists, inside a batch or just after one', async () => {
    const inside = upToLimit(batchesOf([1, 2], [3, 4]), 3);
    expect(await read(inside.batches)).toEqual([[1, 2], [3]]);
    expect(inside.over()).toBe(true);
    const after = upToLimit(batchesOf([1, 2], [3]), 2);
    expect((await read(after.batches)).flat()).toEqual([1, 2]);
    expect(after.over()).toBe(true);
  });

  it('names the limit in the note', () => {
    expect(limitNote(100_000)).toBe('Export stopped at 100,000 rows; narrow the filter to export the rest.');
  });
});
