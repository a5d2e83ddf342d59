import { describe, expect, it } from 'vitest';
import { avatarInitial, corporateScope, providerScope, type UserDetails } from './user.ts';

type Scope = Pick<UserDetails, 'providerId' | 'parentProvider' | 'selectedProviders'>;
const singleLab: Scope = { providerId: 101, parentProvider: { isParent: false, childEntities: {} }, selectedProviders: [] };
const parentWithChoice: Scope = {
  providerId: 100,
  parentProvider: { isParent: true, childEntities: { '101': 'Lab Pune', '102': 'Lab Nashik', '103': 'Lab Goa' } },
  selectedProviders: [102, 103],
};
const parentNoChoice: Scope = { ...parentWithChoice, selectedProviders: [] };
const childWithStaleChoice: Scope = { ...singleLab, selectedProviders: [555] };
const insurer: Scope = { providerId: null, parentProvider: { isParent: false, childEntities: {} }, selectedProviders: [] };

describe('providerScope', () => {
  it("covers a parent's chosen children, else the user's own provider, else nothing", () => {
    expect(providerScope(singleLab)).toEqual([101]);
    expect(providerScope(parentWithChoice)).toEqual([102, 103]);
    expect(providerScope(parentNoChoice)).toEqual([100]);
    expect(providerScope(childWithStaleChoice)).toEqual([101]);
    expect(providerScope(insurer)).toEqual([]);
  });

  it('returns a copy the caller may change', () => {
    const scope = providerScope(parentWithChoice);
    scope.push(999);
    expect(parentWithChoice.selectedProviders).toEqual([102, 103]);
  });
});

describe('corporateScope', () => {
  const own = [201, 202, 203];

  it("covers the chosen corporates that are the user's, else all of the user's", () => {
    expect(corporateScope(own, [202])).toEqual([202]);
    expect(corporateScope(own, [203, 201, 203])).toEqual([203, 201]);
    expect(corporateScope(own, undefined)).toEqual([201, 202, 203]);
    expect(corporateScope(own, [])).toEqual([201, 202, 203]);
  });

  it('never widens: a chosen id outside the user\'s corporates is dropped', () => {
    expect(corporateScope(own, [202, 401])).toEqual([202]);
    expect(corporateScope(own, [401])).toEqual([201, 202, 203]);
    expect(corporateScope([], [401])).toEqual([]);
  });
});

describe('avatarInitial', () => {
  it('shows the first letter of the first name, upper-cased', () => {
    expect(avatarInitial('Asha')).toBe('A');
    expect(avatarInitial('ravi')).toBe('R');
    expect(avatarInitial('  meera ')).toBe('M');
    expect(avatarInitial('')).toBe('?');
    expect(avatarInitial('   ')).toBe('?');
  });
});
