import { isProviderRole, type RoleName } from '../../../core/session/roles.ts';
import type { Feature } from '../../../core/session/features.ts';
import type { AuthContext } from './auth-context.ts';
import { forbidden } from './api-error.ts';

/** Who may make a call: a side (provider or insurer users), named roles, and a feature key. */
export interface AccessRule {
  side?: 'provider' | 'insurer';
  roles?: readonly RoleName[];
  feature?: Feature;
}

/** Refuses a caller the rule does not admit; the server's twin of the portal's route guard. */
export function checkAccess(auth: AuthContext, rule: AccessRule): void {
  const provider = isProviderRole(auth.roleName);
  if (rule.side === 'provider' && !provider) throw forbidden();
  if (rule.side === 'insurer' && provider) throw forbidden();
  if (rule.roles && !rule.roles.includes(auth.roleName)) throw forbidden();
  if (rule.feature && !auth.features.includes(rule.feature)) throw forbidden();
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
