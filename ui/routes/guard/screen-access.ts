import { guardRoute, GuardOutcome } from '../../../core/session/guards.ts';
import type { Session } from '../../../core/session/session.ts';
import { guardSessionOf } from '../../session/guard-session.ts';
import { isRoleName, type ScreenSpec } from '../route-table.ts';

export type ScreenAccess = GuardOutcome | 'notFound';

/**
 * Who may open a screen, by core's guard: signed out (or a role outside the catalogue) goes to
 * /login; a path prefixed with another role, a role the screen is not for, a missing feature or a
 * screen for chart users only gets the not-authorised page; a prefix that names no role is not a page.
 */
export function screenAccess(session: Session | undefined, screen: ScreenSpec, roleParam: string | undefined): ScreenAccess {
  const guardSession = guardSessionOf(session);
  if (guardRoute(guardSession, {}) === GuardOutcome.login || !session) return GuardOutcome.login;
  if (screen.prefixRoles) {
    if (!isRoleName(roleParam)) return 'notFound';
    if (!screen.prefixRoles.includes(roleParam)) return GuardOutcome.notAuthorised;
  }
  return guardRoute(guardSession, {
    roles: screen.prefixRoles ? [roleParam as string] : screen.roles,
    feature: screen.feature,
    chartUsersOnly: screen.chartUsersOnly,
  });
}
