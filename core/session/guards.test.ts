import { describe, expect, it } from 'vitest';
import { GuardOutcome, guardRoute, type GuardSession, type RouteRequirement } from './guards.ts';

const features = (...names: string[]) => ({ roles: [], features: names.map((featureName) => ({ featureName })) });

const labAdmin: GuardSession = {
  accessToken: 'tok', isAuthenticated: true, roleId: 5432, roleName: 'dcadmin', rolesFeatures: features('VIEW_LABS', 'VIEW_OFFLINE'),
};
const insurerAdmin: GuardSession = {
  accessToken: 'tok', isAuthenticated: true, roleId: 9207, roleName: 'insureradmin', rolesFeatures: features(),
};
const noToken: GuardSession = { ...labAdmin, accessToken: null };
const emptyToken: GuardSession = { ...labAdmin, accessToken: '' };
const notAuthenticated: GuardSession = { ...labAdmin, isAuthenticated: false };
const noRole: GuardSession = { ...labAdmin, roleId: null };
const foreignRole: GuardSession = { ...labAdmin, roleId: 1234 };
const noFeaturesLoaded: GuardSession = { ...labAdmin, rolesFeatures: null };

const anyPage: RouteRequirement = {};
const labPage: RouteRequirement = { roles: ['dcadmin', 'dcoperations'] };
const insurerPage: RouteRequirement = { roles: ['insureradmin'] };
const offlinePage: RouteRequirement = { feature: 'VIEW_OFFLINE' };
const spocList: RouteRequirement = { feature: 'VIEW_SPOC_LIST' };
const insurerSpoc: RouteRequirement = { roles: ['insureradmin'], feature: 'VIEW_SPOC_LIST' };

describe('GuardOutcome', () => {
  it('has three outcomes', () => {
    expect(GuardOutcome).toEqual({ allow: 'allow', login: 'login', notAuthorised: 'notAuthorised' });
  });
});

describe('guardRoute', () => {
  it('sends anyone without a token, authentication or catalogued role to sign in', () => {
    expect(guardRoute(noToken, anyPage)).toBe('login');
    expect(guardRoute(emptyToken, anyPage)).toBe('login');
    expect(guardRoute(notAuthenticated, anyPage)).toBe('login');
    expect(guardRoute(noRole, anyPage)).toBe('login');
    expect(guardRoute(foreignRole, anyPage)).toBe('login');
    expect(guardRoute(noToken, offlinePage)).toBe('login');
    expect(guardRoute(foreignRole, labPage)).toBe('login');
  });

  it('shows the not-authorised page for another role page or a missing feature', () => {
    expect(guardRoute(labAdmin, insurerPage)).toBe('notAuthorised');
    expect(guardRoute(insurerAdmin, labPage)).toBe('notAuthorised');
    expect(guardRoute(labAdmin, spocList)).toBe('notAuthorised');
    expect(guardRoute(insurerAdmin, offlinePage)).toBe('notAuthorised');
    expect(guardRoute(noFeaturesLoaded, offlinePage)).toBe('notAuthorised');
    expect(guardRoute(insurerAdmin, insurerSpoc)).toBe('notAuthorised');
  });

  it('lets a permitted user in', () => {
    expect(guardRoute(labAdmin, anyPage)).toBe('allow');
    expect(guardRoute(labAdmin, labPage)).toBe('allow');
    expect(guardRoute(labAdmin, offlinePage)).toBe('allow');
    expect(guardRoute(insurerAdmin, insurerPage)).toBe('allow');
    expect(guardRoute(insurerAdmin, { roles: [] })).toBe('allow');
    expect(guardRoute(noFeaturesLoaded, labPage)).toBe('allow');
    expect(guardRoute({ ...labAdmin, roleId: 5434, roleName: 'dcoperations' }, labPage)).toBe('allow');
  });
});

describe('guardRoute for the Charts tab', () => {
  const charts: RouteRequirement = { roles: ['insureradmin'], chartUsersOnly: true };
  it('admits only listed chart users, never agents', () => {
    expect(guardRoute({ ...insurerAdmin, userName: 'insurer.charts' }, charts)).toBe('allow');
    expect(guardRoute({ ...insurerAdmin, userName: 'insureradmin' }, charts)).toBe('notAuthorised');
    expect(guardRoute({ ...insurerAdmin, userName: undefined }, charts)).toBe('notAuthorised');
    expect(guardRoute({ ...insurerAdmin, roleId: 9211, roleName: 'insureragent', userName: 'insurer.charts' }, { chartUsersOnly: true })).toBe('notAuthorised');
  });
});
