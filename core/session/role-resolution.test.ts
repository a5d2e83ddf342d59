import { describe, expect, it } from 'vitest';
import { resolveRoleName, roleResolution } from './role-resolution.ts';

const user = (roleId: number, roles: { roleId: number; roleName: string }[] = []) => ({ roleId, rolesFeatures: { roles, features: [] } });

describe('the role-resolving screen (spec 2 §2.6)', () => {
  it("takes the role name of the user's role id", () => {
    expect(resolveRoleName(user(9211))).toBe('insureragent');
    expect(resolveRoleName(user(5434))).toBe('dcoperations');
  });

  it('else the first recognised role of the role features, by id and then by name', () => {
    expect(resolveRoleName(user(1, [{ roleId: 2, roleName: 'someone' }, { roleId: 9219, roleName: 'x' }, { roleId: 9207, roleName: 'y' }]))).toBe('insurercallCentre');
    expect(resolveRoleName(user(1, [{ roleId: 2, roleName: 'mareport' }]))).toBe('mareport');
    expect(resolveRoleName(user(1, [{ roleId: 2, roleName: 'someone' }]))).toBeUndefined();
  });

  it('goes back when a role name is stored, stores and reloads otherwise, and sends an unknown role to sign in', () => {
    expect(roleResolution('dcadmin', user(9211))).toEqual({ kind: 'back' });
    expect(roleResolution(undefined, user(9211))).toEqual({ kind: 'reload', role: 'insureragent' });
    expect(roleResolution(undefined, user(1))).toEqual({ kind: 'signIn' });
    expect(roleResolution(undefined, undefined)).toEqual({ kind: 'signIn' });
  });
});
