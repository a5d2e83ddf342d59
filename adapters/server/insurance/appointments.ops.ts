import { operation } from '../http/operation.ts';
import { ApiError, forbidden } from '../http/api-error.ts';
import { scopeCorporates } from '../http/access.ts';
import { agentIdOf } from './request-scope.ts';
import { queryInsurerList } from './appointments.query.ts';
import { toInsurerAppointment } from './appointments.mapper.ts';
import { INSURER_ROLES } from '../../../core/session/roles.ts';

/**
 * POST insurance/appointments/: one page of the insurer's All Appointments, scoped to the caller's
 * corporates (the ids in the body only narrow it; one outside answers 403) and, for an agent, to the
 * agent's own bookings. Role fields in the body must be the caller's own.
 */
export const insurerAppointmentsOp = operation('insurerAppointments', {
  access: { roles: INSURER_ROLES },
  async handle({ body, auth, deps }) {
    if (body.roleId !== undefined && body.roleId !== auth.roleId) throw forbidden();
    if (body.userId !== undefined && body.userId !== auth.userId) throw forbidden();
    const agentCode = await agentIdOf(deps.db, auth);
    if (body.agentId !== undefined && body.agentId !== agentCode) throw forbidden();
    if (body.isEsales) throw new ApiError(501, 'The e-sales queue is not available on this server yet');
    const corporateIds = scopeCorporates(auth, body.corporateIDs);
    const { rows, total } = await queryInsurerList(deps.db, body, { corporateIds, agentCode: auth.roleName === 'insureragent' ? (agentCode ?? '') : null });
    const now = deps.clock.now();
    return {
      isSuccess: true,
      activerequests: { appointmentList: rows.map((r) => toInsurerAppointment(r, now)), totalActiveRequest: total, isSuccess: true },
    };
  },
});
