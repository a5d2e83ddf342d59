import type { GuardSession } from '../../core/session/guards.ts';
import type { Session } from '../../core/session/session.ts';

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
  };
}
