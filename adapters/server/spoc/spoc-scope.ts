import type { AuthContext } from '../http/auth-context.ts';
import { forbidden } from '../http/api-error.ts';

/** The provider an entityId names, when it is the caller's provider or one of its children (403 otherwise). */
export function spocEntity(auth: AuthContext, entityId: number): number {
  if (!auth.providerIds.includes(entityId)) throw forbidden();
  return entityId;
}
