import type { UserDetails } from '../session/user.ts';

/**
 * The providers whose doctors a user works with: the chosen branches of a parent provider, or,
 * with none chosen, the parent and every branch; otherwise the user's own provider.
 */
export function doctorScope(user: Pick<UserDetails, 'providerId' | 'parentProvider' | 'selectedProviders'>): number[] {
  if (user.parentProvider.isParent && user.selectedProviders.length > 0) return [...user.selectedProviders];
  const own = user.providerId === null ? [] : [user.providerId];
  return user.parentProvider.isParent ? [...own, ...Object.keys(user.parentProvider.childEntities).map(Number)] : own;
}
