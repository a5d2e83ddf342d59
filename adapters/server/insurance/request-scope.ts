import { isProviderRole } from '../../../core/session/roles.ts';
import type { HistoryViewer } from '../../../core/history/report-visibility.ts';
import type { AuthContext } from '../http/auth-context.ts';
import { forbidden, notFound } from '../http/api-error.ts';
import type { Db } from '../store/db.ts';
import { findRequest, type RequestRow } from './request-row.ts';

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
 * A request the caller may see: 404 when there is no such request, 403 when it exists but is
 * another lab's or another insurer's (the contract's 'must be allowed to see the request').
 */
export async function requestInScope(db: Db, auth: AuthContext, id: number): Promise<RequestRow> {
  const row = await findRequest(db, id);
  if (!row) throw notFound('No request found with this id');
  if (!maySee(auth, row, await agentIdOf(db, auth))) throw forbidden();
  return row;
}
