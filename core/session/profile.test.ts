import { describe, expect, it } from 'vitest';
import { needsRolesFeatures, profileFailureMessage } from './profile.ts';
import type { Session } from './session.ts';
import type { UserDetails } from './user.ts';

const user: UserDetails = {
  firstName: 'Asha', lastName: 'Rao', userName: 'dcadmin', userEmail: 'a@x.in', userId: 1, providerId: 10, parentId: null,
  entityType: 'DC', entityName: 'Lab', entityId: 10, role: 'dcadmin', roleId: 5432, corporateIDs: [],
  parentProvider: { isParent: false, childEntities: {} }, selectedProviders: [], properties: {},
  rolesFeatures: { roles: [{ roleId: 5432, roleName: 'dcadmin' }], features: [] },
};
const session = (u: Partial<UserDetails>): Session => ({
  accessToken: 't', userFeatureHash: 'h', user: { ...user, ...u }, hosp: { hospName: 'Lab', address: 'Pune' },
  validServices: [], serviceSelected: undefined,
});

describe('profileFailureMessage', () => {
  it('names each failure in the spec words and stays quiet for a current profile', () => {
    expect(profileFailureMessage({ kind: 'expired' })).toBe('Login session expired Plese Login Again');
    expect(profileFailureMessage({ kind: 'changed' })).toBe('Your profile has been updated by the admin. Please log in again.');
    expect(profileFailureMessage({ kind: 'failed' })).toBe('Something Went wrong Plese Login Again');
    expect(profileFailureMessage({ kind: 'current', user, hosp: { hospName: '', address: '' }, validServices: [] })).toBeUndefined();
  });
});

describe('needsRolesFeatures', () => {
  it('asks for roles and features only when they never arrived', () => {
    expect(needsRolesFeatures(session({}))).toBe(false);
    expect(needsRolesFeatures(session({ rolesFeatures: { roles: [], features: [] } }))).toBe(true);
    expect(needsRolesFeatures(session({ rolesFeatures: undefined as never }))).toBe(true);
  });
});
