import type { Operation } from '../http/operation.ts';
import { ApiError, forbidden } from '../http/api-error.ts';
import { scopeCorporates } from '../http/access.ts';
import { agentIdOf } from './request-scope.ts';
import { queryInsurerList, type InsurerListBody } from './appointments.query.ts';
import { toInsurerAppointment } from './appointments.mapper.ts';

type Body = InsurerListBody & { roleId?: number; userId?: number; agentId?: string; isEsales: boolean };

/**
 * POST insurance/appointments/: one page of the insurer's All Appointments, scoped to the caller's
 * corporates (the ids in the body only narrow it; one outside answers 403) and, for an agent, to the
 * agent's own bookings. Role fields in the body must be the caller's own.
 */
export const insurerAppointmentsOp: Operation = {
  access: { side: 'insurer' },
  async handle({ body, auth, deps }) {
    const b = body as Body;
    if (b.roleId !== undefined && b.roleId !== auth.roleId) throw forbidden();
    if (b.userId !== undefined && b.userId !== auth.userId) throw forbidden();
    const agentCode = await agentIdOf(deps.db, auth);
    if (b.agentId !== undefined && b.agentId !== agentCode) throw forbidden();
    if (b.isEsales) throw new ApiError(501, 'The e-sales queue is not available on this server yet');
    const corporateIds = scopeCorporates(auth, b.corporateIDs);
    const { rows, total } = await queryInsurerList(deps.db, b, { corporateIds, agentCode: auth.roleName === 'insureragent' ? (agentCode ?? '') : null });
    const now = deps.clock.now();
    return {
      isSuccess: true,
      activerequests: { appointmentList: rows.map((r) => toInsurerAppointment(r, now)), totalActiveRequest: total, isSuccess: true },
    };
  },
};
