import type { AuthContext } from '../http/auth-context.ts';
import { forbidden, notFound } from '../http/api-error.ts';
import { canActOnConsults } from '../lab-desk/desk-scope.ts';
import type { Db } from '../store/db.ts';
import { loadConsult, type ConsultTarget } from './consult.store.ts';

/**
 * The consult a calendar, hold or doctor-choice call is about, when the caller may act on it: a
 * clinic editor (desk-scope.ts) of the consult's provider tree. A consult of another provider
 * reads as unknown, so ids cannot be probed.
 */
export async function consultToActOn(db: Db, auth: AuthContext, requestId: number): Promise<ConsultTarget> {
  if (!canActOnConsults(auth)) throw forbidden();
  const consult = await loadConsult(db, requestId);
  if (!consult || !auth.providerIds.includes(consult.provider_id)) throw notFound(`Request ${requestId} was not found`);
  return consult;
}
