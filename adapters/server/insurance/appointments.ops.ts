import { operation } from '../http/operation.ts';
import { badRequest, forbidden } from '../http/api-error.ts';
import { scopeCorporates } from '../http/access.ts';
import type { AuthContext } from '../http/auth-context.ts';
import type { Db } from '../store/db.ts';
import { agentIdOf } from './request-scope.ts';
import { insurerSelection, queryInsurerList, type InsurerListScope } from './appointments.query.ts';
import { toInsurerAppointment } from './appointments.mapper.ts';
import { caseQueuePage } from './esales-queue.query.ts';
import { caseSelection, checkedSearch } from './esales-queue.selection.ts';
import { toQueueRequest } from './esales-case.mapper.ts';
import { QueueSearchKind } from '../../../core/esales/queue.ts';
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
  return { corporateIds: scopeCorporates(auth, body.corporateIDs), agentCode: auth.roleName === 'insureragent' ? (agentCode ?? '') : null };
}

type ListBody = Parameters<typeof queryInsurerList>[1] & InsurerCaller;

/** The body's one search field, as the e-sales queue searches (the queue has no MAID). */
function queueSearchOf(body: ListBody) {
  if (body.MAID !== undefined) throw badRequest('body/MAID: the e-sales queue is not searched by MAID');
  if (body.requestID !== undefined) return checkedSearch('requestID', String(body.requestID), QueueSearchKind.RequestId);
  if (body.employeeID !== undefined) return checkedSearch('employeeID', body.employeeID, QueueSearchKind.MemberId);
  if (body.mobileNo !== undefined) return checkedSearch('mobileNo', body.mobileNo, QueueSearchKind.ContactNo);
  return checkedSearch('patientName', body.patientName, QueueSearchKind.Name);
}

/** isEsales: a page of the e-sales queue created in the body's date range, or what its search finds. */
async function queuePage(db: Db, auth: AuthContext, body: ListBody) {
  const { pageNumber, recordsPerPage } = body.paginationBasedDetail;
  const range = { startDate: body.fromDateOfAppointment ?? '', endDate: body.toDateOfAppointment ?? '' };
  const page = await caseQueuePage(db, caseSelection(auth, body.corporateIDs, range, queueSearchOf(body)), recordsPerPage, (pageNumber - 1) * recordsPerPage);
  return { queueList: page.rows.map(toQueueRequest), totalQueueRequest: page.total, isTotalCapped: page.capped, isSuccess: true };
}

/** POST insurance/appointments/: one page of the insurer's All Appointments, or of its e-sales queue (isEsales). */
export const insurerAppointmentsOp = operation('insurerAppointments', {
  access: { roles: INSURER_ROLES },
  async handle({ body, auth, deps }) {
    if (body.isEsales) {
      await insurerScope(deps.db, auth, body);
      return { isSuccess: true, queueRequests: await queuePage(deps.db, auth, body) };
    }
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
    if (body.isEsales) throw badRequest('body/isEsales: the e-sales queue exports through exportEsalesQueue');
    const now = deps.clock.now();
    const sel = insurerSelection(body, await insurerScope(deps.db, auth, body));
    await recordAudit(deps.db, exportEvent(auth, now, 'exportInsurerAppointments', body, await countRows(deps.db, sel)));
    return sendRequestsCsv(reply, deps.db, insurerExport(sel, now));
  },
});
