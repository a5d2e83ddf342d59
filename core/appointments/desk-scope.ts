import type { UserDetails } from '../session/user.ts';
import type { DeskScope } from './lab-desk.port.ts';

/**
 * Who a lab list or action is for: the user, their provider, and for a parent provider the
 * children chosen in the top bar (none chosen means the provider and all its children).
 * Undefined for a user without a provider (insurers never reach the lab desk).
 */
export function deskScope(user: Pick<UserDetails, 'userId' | 'providerId' | 'parentProvider' | 'selectedProviders'>): DeskScope | undefined {
  if (user.providerId === null) return undefined;
  const children = new Set(Object.keys(user.parentProvider.childEntities).map(Number));
  const chosen = user.parentProvider.isParent ? user.selectedProviders.filter((id) => children.has(id)) : [];
  return { userId: user.userId, providerId: user.providerId, fetchForProviders: chosen };
}
