import { guardRoute, GuardOutcome, type GuardSession } from './guards.ts';
import { isRoleName } from './roles.ts';
import type { ScreenSpec } from './screens.ts';
import type { Session } from './session.ts';

/** What opening a screen comes to: the guard's outcome, or no page at all. */
export type ScreenAccess = GuardOutcome | 'notFound';

/** The guard's view of the stored session; a stored session is an authenticated one. */
export function guardSessionOf(session: Session | undefined): GuardSession {
  if (!session) return { accessToken: null, isAuthenticated: false, roleId: null, roleName: null, rolesFeatures: null, userName: null };
  return {
    accessToken: session.accessToken,
    isAuthenticated: true,
    roleId: session.user.roleId,
    roleName: session.user.role,
    rolesFeatures: session.user.rolesFeatures ?? null,
    userName: session.user.userName,
    mayCreateOrder: session.user.mayCreateOrder === true,
  };
}

/**
 * The session guard for a screen of the catalogue: signed out (or a role outside the catalogue)
 * goes to /login; a path prefixed with another role, a role the screen is not for, a missing
 * feature or a screen for chart users only gets the not-authorised page; a prefix that names no
 * role is not a page.
 */
export function screenAccess(session: Session | undefined, screen: ScreenSpec, roleParam: string | undefined): ScreenAccess {
  const guardSession = guardSessionOf(session);
  if (guardRoute(guardSession, {}) === GuardOutcome.login) return GuardOutcome.login;
  if (screen.prefixRoles) {
    if (!isRoleName(roleParam)) return 'notFound';
    if (!screen.prefixRoles.includes(roleParam)) return GuardOutcome.notAuthorised;
  }
  return guardRoute(guardSession, {
    roles: screen.prefixRoles ? [roleParam as string] : screen.roles,
    feature: screen.feature,
    chartUsersOnly: screen.chartUsersOnly,
    affiliateOnly: screen.affiliateOnly,
  });
}
