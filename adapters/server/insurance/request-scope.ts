import { isProviderRole } from '../../../core/session/roles.ts';
import type { HistoryViewer } from '../../../core/history/report-visibility.ts';
import type { AuthContext } from '../http/auth-context.ts';
import { notFound } from '../http/api-error.ts';
import type { Db } from '../store/db.ts';
import { findRequest, type RequestRow } from '../requests/request-row.ts';

/** The side a caller reads a request from. */
export function viewerOf(auth: AuthContext): HistoryViewer {
  return isProviderRole(auth.roleName) ? 'provider' : 'insurer';
}

/**
 * Whether a caller may see a request: a lab user when it belongs to the user's provider tree, an
 * insurer user when it belongs to one of the insurer's corporates, an insurer agent only for the
 * requests booked under the agent's own code.
 */
export function maySee(auth: AuthContext, row: Pick<RequestRow, 'provider_id' | 'corporate_id' | 'agent_code'>, agentId: string | null): boolean {
  if (viewerOf(auth) === 'provider') return auth.providerIds.includes(row.provider_id);
  if (row.corporate_id === null || !auth.corporateIds.includes(row.corporate_id)) return false;
  if (auth.roleName === 'insureragent') return agentId !== null && row.agent_code === agentId;
  return true;
}

/** The agent id of an insurer agent (properties.AgentId), or null for everyone else. */
export async function agentIdOf(db: Db, auth: AuthContext): Promise<string | null> {
  if (auth.roleName !== 'insureragent') return null;
  const [row] = await db.query<{ agent_id: string | null }>('SELECT agent_id FROM app_user WHERE id = $1', [auth.userId]);
  return row?.agent_id ?? null;
}

/**
 * The one answer for a request id, or a thing of a request, that the caller may not see: the same
 * 404 as for one that does not exist, so ids cannot be probed by telling the two apart.
 */
export const notInScope = (what = 'request') => notFound(`No ${what} found with this id`);

/**
 * A request the caller may see; 404 when there is no such request or it is not the caller's.
 * `what` names the thing asked for (a file, a message) when the request was only reached through it.
 */
export async function requestInScope(db: Db, auth: AuthContext, id: number, what = 'request'): Promise<RequestRow> {
  const row = await findRequest(db, id);
  if (!row || !maySee(auth, row, await agentIdOf(db, auth))) throw notInScope(what);
  return row;
}
