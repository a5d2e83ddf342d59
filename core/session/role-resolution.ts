import { isRoleName, roleNameForId, type RoleName } from './roles.ts';
import type { UserDetails } from './user.ts';

/**
 * The role name a user's routes take (spec 2 §2.6): the one of the user's role id, else the first
 * role of the user's role features that the catalogue knows (by id, then by name).
 */
export function resolveRoleName(user: Pick<UserDetails, 'roleId' | 'rolesFeatures'>): RoleName | undefined {
  const byId = roleNameForId(user.roleId);
  if (byId) return byId;
  for (const role of user.rolesFeatures?.roles ?? []) {
    const known = roleNameForId(role.roleId) ?? (isRoleName(role.roleName) ? role.roleName : undefined);
    if (known) return known;
  }
  return undefined;
}

/**
 * What the role-resolving screen does (spec 2 §2.6): with a role name already stored it goes back;
 * otherwise it stores the resolved one and reloads. A user whose roles the catalogue does not know
 * is sent to sign in again (the route guards would refuse every screen anyway).
 */
export type RoleResolution = { kind: 'back' } | { kind: 'reload'; role: RoleName } | { kind: 'signIn' };

export function roleResolution(storedRoleName: string | undefined, user: Pick<UserDetails, 'roleId' | 'rolesFeatures'> | undefined): RoleResolution {
  if (storedRoleName) return { kind: 'back' };
  const role = user && resolveRoleName(user);
  return role ? { kind: 'reload', role } : { kind: 'signIn' };
}
