import { admits, type RouteRequirement } from '../../../core/session/guards.ts';
import type { AuthContext } from './auth-context.ts';
import { forbidden } from './api-error.ts';

/**
 * Who may make a call, in the words of core's screen catalogue: the roles (LAB_ROLES for the lab
 * desk's calls, INSURER_ROLES for the insurer's), a feature key, chart users only.
 */
export type AccessRule = RouteRequirement;

/** Refuses a caller the rule does not admit, by the same core rule as the portal's route guard. */
export function checkAccess(auth: AuthContext, rule: AccessRule): void {
  if (!admits(auth, rule)) throw forbidden();
}

/**
 * The provider ids a provider user's call may cover: the ones asked for, each of which must be the
 * user's provider or one of its children; none asked means all of them.
 */
export function scopeProviders(auth: AuthContext, requested: readonly number[] | undefined): number[] {
  if (auth.providerIds.length === 0) throw forbidden();
  if (!requested || requested.length === 0) return auth.providerIds;
  for (const id of requested) if (!auth.providerIds.includes(id)) throw forbidden();
  return [...new Set(requested)];
}

/** The corporate ids an insurer user's call may cover, by the same rule. */
export function scopeCorporates(auth: AuthContext, requested: readonly number[] | undefined): number[] {
  if (auth.corporateIds.length === 0) throw forbidden();
  if (!requested || requested.length === 0) return auth.corporateIds;
  for (const id of requested) if (!auth.corporateIds.includes(id)) throw forbidden();
  return [...new Set(requested)];
}
