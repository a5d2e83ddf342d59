import type { AuthContext } from '../http/auth-context.ts';
import { forbidden } from '../http/api-error.ts';
import { scopeProviders } from '../http/access.ts';
import { Feature } from '../../../core/session/features.ts';

/** The caller-identifying fields every desk body carries (spec 1 §7, spec 3 §7). */
export interface DeskCaller {
  userId: number;
  providerId: number;
  services: 'LABS' | 'OFFLINE_CONSULTS';
  fetchForProviders?: number[];
}

/** The feature each service's desk needs (spec 1 §6, spec 3 §6). */
const SERVICE_FEATURE = { LABS: Feature.VIEW_LABS, OFFLINE_CONSULTS: Feature.VIEW_OFFLINE } as const;

/** Whether a provider user's features open the desk of a service (its lists and their live changes). */
export function readsDesk(auth: Pick<AuthContext, 'features'>, service: DeskCaller['services']): boolean {
  return auth.features.includes(SERVICE_FEATURE[service]);
}

/**
 * The providers a desk call may cover. The body's userId and providerId must be the caller's own
 * (the token decides; a body naming someone else is refused, not silently corrected), the caller
 * needs the feature of the body's service, and fetchForProviders must lie within the caller's
 * provider and its children (403 otherwise; empty means all of them).
 */
export function deskProviders(auth: AuthContext, body: DeskCaller): number[] {
  if (body.userId !== auth.userId) throw forbidden();
  if (!auth.providerIds.includes(body.providerId)) throw forbidden();
  if (!readsDesk(auth, body.services)) throw forbidden();
  return scopeProviders(auth, body.fetchForProviders);
}

/**
 * Whether the caller may act on consults, not only read them. Spec 3 §6 has no feature of its
 * own for consult actions; the SPOC viewer level holds VIEW_OFFLINE alone, an editor or admin
 * also UPDATE_DOCTOR, which decides it (docs/decisions.md).
 */
export function canActOnConsults(auth: AuthContext): boolean {
  return !auth.readOnly && auth.features.includes(Feature.VIEW_OFFLINE) && auth.features.includes(Feature.UPDATE_DOCTOR);
}
