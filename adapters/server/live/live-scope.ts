import { isProviderRole } from '../../../core/session/roles.ts';
import type { AuthContext } from '../http/auth-context.ts';
import { forbidden } from '../http/api-error.ts';
import type { Db } from '../store/db.ts';
import { readsDesk } from '../lab-desk/desk-scope.ts';
import { agentIdOf, maySee } from '../insurance/request-scope.ts';
import type { RequestChangeRow } from './request-change.ts';

/** Whether a user sees one change. */
export type ChangeFilter = (change: RequestChangeRow) => boolean;

/**
 * The changes a user's live stream carries: those of requests the user's lists could show, by the
 * lists' own rules (a provider user's desk of that service within the provider tree; an insurer
 * user's corporates, an agent's own bookings). Refuses a user who has no list of requests at all.
 */
export async function liveFilter(db: Db, auth: AuthContext): Promise<ChangeFilter> {
  if (isProviderRole(auth.roleName)) {
    if (auth.providerIds.length === 0 || (!readsDesk(auth, 'LABS') && !readsDesk(auth, 'OFFLINE_CONSULTS'))) throw forbidden();
    return (c) => readsDesk(auth, c.service) && maySee(auth, c, null);
  }
  if (auth.corporateIds.length === 0) throw forbidden();
  const agentId = await agentIdOf(db, auth);
  return (c) => maySee(auth, c, agentId);
}
