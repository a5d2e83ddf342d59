import { describe, expect, it } from 'vitest';
import { deskScope } from './desk-scope.ts';

const parent = { userId: 7, providerId: 100, parentProvider: { isParent: true, childEntities: { '101': 'A', '102': 'B' } }, selectedProviders: [102] };

describe('deskScope', () => {
  it('sends the chosen children of a parent provider, and nothing for a single lab', () => {
    expect(deskScope(parent)).toEqual({ userId: 7, providerId: 100, fetchForProviders: [102] });
    expect(deskScope({ ...parent, selectedProviders: [] })).toEqual({ userId: 7, providerId: 100, fetchForProviders: [] });
    expect(deskScope({ ...parent, selectedProviders: [102, 999] })?.fetchForProviders).toEqual([102]);
    expect(deskScope({ ...parent, parentProvider: { isParent: false, childEntities: {} }, selectedProviders: [5] })?.fetchForProviders).toEqual([]);
    expect(deskScope({ ...parent, providerId: null })).toBeUndefined();
  });
});
