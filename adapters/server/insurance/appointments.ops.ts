import { operation } from '../http/operation.ts';
import { ApiError, forbidden } from '../http/api-error.ts';
import { scopeCorporates } from '../http/access.ts';
import type { AuthContext } from '../http/auth-context.ts';
import type { Db } from '../store/db.ts';
import { agentIdOf } from './request-scope.ts';
import { insurerSelection, queryInsurerList, type InsurerListScope } from './appointments.query.ts';
import { toInsurerAppointment } from './appointments.mapper.ts';
import { insurerExport } from './export-columns.ts';
import { countRows } from '../requests/request-store.ts';
import { sendRequestsCsv } from '../requests/export-csv.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { exportEvent } from '../audit/audit-events.ts';

/** The caller-identifying fields of an insurer list body. */
interface InsurerCaller {
  roleId?: number;
  userId?: number;
  agentId?: string;
  isEsales?: boolean;
  corporateIDs?: number[];
}
import { INSURER_ROLES } from '../../../core/session/roles.ts';

/**
 * Whose requests an insurer list or export covers: the caller's corporates (the ids in the body
 * only narrow them; one outside answers 403) and, for an agent, the agent's own bookings. Role
 * fields in the body must be the caller's own.
 */
export async function insurerScope(db: Db, auth: AuthContext, body: InsurerCaller): Promise<InsurerListScope> {
  if (body.roleId !== undefined && body.roleId !== auth.roleId) throw forbidden();
  if (body.userId !== undefined && body.userId !== auth.userId) throw forbidden();
  const agentCode = await agentIdOf(db, auth);
  if (body.agentId !== undefined && body.agentId !== agentCode) throw forbidden();
  if (body.isEsales) throw new ApiError(501, 'The e-sales queue is not available on this server yet');
  return { corporateIds: scopeCorporates(auth, body.corporateIDs), agentCode: auth.roleName === 'insureragent' ? (agentCode ?? '') : null };
}

/** POST insurance/appointments/: one page of the insurer's All Appointments. */
export const insurerAppointmentsOp = operation('insurerAppointments', {
  access: { roles: INSURER_ROLES },
  async handle({ body, auth, deps }) {
    const { rows, total, isTotalCapped } = await queryInsurerList(deps.db, body, await insurerScope(deps.db, auth, body));
    const now = deps.clock.now();
    return {
      isSuccess: true,
      activerequests: { appointmentList: rows.map((r) => toInsurerAppointment(r, now)), totalActiveRequest: total, isTotalCapped, isSuccess: true },
    };
  },
});

/**
 * POST insurance/exportAppointments: every row the same body selects (paging ignored), up to the
 * export limit, streamed as AppointmentData.csv; each row is the list's own, masked the same way.
 */
export const exportInsurerAppointmentsOp = operation('exportInsurerAppointments', {
  access: { roles: INSURER_ROLES },
  async handle({ body, auth, deps, reply }) {
    const now = deps.clock.now();
    const sel = insurerSelection(body, await insurerScope(deps.db, auth, body));
    await recordAudit(deps.db, exportEvent(auth, now, 'exportInsurerAppointments', body, await countRows(deps.db, sel)));
    return sendRequestsCsv(reply, deps.db, insurerExport(sel, now));
  },
});
