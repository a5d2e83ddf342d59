import type { AuthContext } from '../http/auth-context.ts';
import { ApiError, forbidden } from '../http/api-error.ts';
import { scopeProviders } from '../http/access.ts';

/** The caller-identifying fields every desk body carries (spec 1 §7). */
export interface DeskCaller {
  userId: number;
  providerId: number;
  services: 'LABS' | 'OFFLINE_CONSULTS';
  fetchForProviders?: number[];
}

/**
 * The providers a lab desk call may cover. The body's userId and providerId must be the caller's
 * own (the token decides; a body naming someone else is refused, not silently corrected), the
 * caller needs the LABS feature, and fetchForProviders must lie within the caller's provider and
 * its children (403 otherwise; empty means all of them).
 */
export function labDeskProviders(auth: AuthContext, body: DeskCaller): number[] {
  if (body.userId !== auth.userId) throw forbidden();
  if (!auth.providerIds.includes(body.providerId)) throw forbidden();
  if (body.services !== 'LABS') {
    throw new ApiError(501, 'OFFLINE_CONSULTS lists and actions are not available on this server yet');
  }
  if (!auth.features.includes('VIEW_LABS')) throw forbidden();
  return scopeProviders(auth, body.fetchForProviders);
}
