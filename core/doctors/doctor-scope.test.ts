import { describe, expect, it } from 'vitest';
import { doctorScope } from './doctor-scope.ts';

describe('doctor scope', () => {
  const parent = { providerId: 100, parentProvider: { isParent: true, childEntities: { '101': 'A', '102': 'B' } }, selectedProviders: [] as number[] };
  it('covers a parent and its branches unless branches are chosen; a single provider only itself', () => {
    expect(doctorScope(parent)).toEqual([100, 101, 102]);
    expect(doctorScope({ ...parent, selectedProviders: [102] })).toEqual([102]);
    expect(doctorScope({ providerId: 7, parentProvider: { isParent: false, childEntities: {} }, selectedProviders: [] })).toEqual([7]);
  });
});
