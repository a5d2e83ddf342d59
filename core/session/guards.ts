import type { Feature } from './features.ts';
import { PERMITTED_ROLE_IDS } from './roles.ts';
import { CHART_USER_NAMES } from './chart-users.ts';
import { canSeeCharts } from './landing.ts';
import type { RolesFeatures } from './user.ts';

/** What a protected route asks of the session. */
export interface RouteRequirement {
  /** Role names whose prefix the route carries; empty means any permitted role. */
  roles?: readonly string[];
  /** A feature key the user must hold. */
  feature?: Feature;
  /** Only the listed chart users, never agents (the Charts tab, spec 1 §6). */
  chartUsersOnly?: boolean;
  /** Only users of a provider on the affiliate allow-list (Create Order, spec 2 §2.1). */
  affiliateOnly?: boolean;
}

/** The parts of the stored session a guard reads. */
export interface GuardSession {
  accessToken: string | null;
  isAuthenticated: boolean;
  roleId: number | null;
  roleName: string | null;
  rolesFeatures: RolesFeatures | null;
  userName?: string | null;
  /** The user's provider is on the Create Order allow-list. */
  mayCreateOrder?: boolean;
}

export const GuardOutcome = { allow: 'allow', login: 'login', notAuthorised: 'notAuthorised' } as const;
export type GuardOutcome = (typeof GuardOutcome)[keyof typeof GuardOutcome];

/** Who is asking, as both the portal's guard and the server's access rules see them. */
export interface AccessHolder {
  roleName: string;
  roleId: number;
  features: readonly string[];
  userName: string;
  /** The user's provider is on the Create Order allow-list (provider.create_order). */
  mayCreateOrder?: boolean;
}

/**
 * Whether a signed-in holder meets a requirement: the role, the feature and the chart-user list.
 * The portal's route guard and the server's access check both ask this, so they cannot drift.
 */
export function admits(holder: AccessHolder, requirement: RouteRequirement): boolean {
  if (requirement.roles && requirement.roles.length > 0 && !requirement.roles.includes(holder.roleName)) return false;
  if (requirement.feature && !holder.features.includes(requirement.feature)) return false;
  if (requirement.chartUsersOnly && !canSeeCharts(holder, CHART_USER_NAMES)) return false;
  if (requirement.affiliateOnly && holder.mayCreateOrder !== true) return false;
  return true;
}

/**
 * The route guard of spec 1 §6 and spec 3 §6: no token, not authenticated or a role outside the
 * permitted list goes to /login; a route of another role or a missing feature gets the
 * not-authorised page. The server applies the same checks to every call.
 */
export function guardRoute(session: GuardSession, requirement: RouteRequirement): GuardOutcome {
  if (!session.accessToken || !session.isAuthenticated) return GuardOutcome.login;
  if (session.roleId === null || !PERMITTED_ROLE_IDS.includes(session.roleId)) return GuardOutcome.login;
  const holder: AccessHolder = {
    roleName: session.roleName ?? '',
    roleId: session.roleId,
    features: (session.rolesFeatures?.features ?? []).map((f) => f.featureName),
    userName: session.userName ?? '',
    mayCreateOrder: session.mayCreateOrder === true,
  };
  return admits(holder, requirement) ? GuardOutcome.allow : GuardOutcome.notAuthorised;
}
