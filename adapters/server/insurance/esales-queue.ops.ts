import { ESALES_QUEUE_CSV, QUEUE_PAGE_SIZE } from '../../../core/esales/queue.ts';
import { INSURER_ROLES } from '../../../core/session/roles.ts';
import { operation } from '../http/operation.ts';
import type { AuthContext } from '../http/auth-context.ts';
import type { Db } from '../store/db.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { exportEvent } from '../audit/audit-events.ts';
import { sendRowsCsv } from '../requests/export-csv.ts';
import { insurerScope } from './appointments.ops.ts';
import { queryInsurerList } from './appointments.query.ts';
import { toInsurerAppointment } from './appointments.mapper.ts';
import { caseBatches, caseQueuePage, countCases } from './esales-queue.query.ts';
import { ESALES_EXPORT_COLUMNS } from './esales-queue.mapper.ts';
import { toQueueRequest } from './esales-case.mapper.ts';
import { caseSelection, checkedSearch } from './esales-queue.selection.ts';

/**
 * A Request/Esales Id that names an appointment request the caller may see: that request as the
 * insurer list shows it (the same scope, agent code included), or null when it names none.
 */
async function appointmentById(db: Db, auth: AuthContext, requestId: number, now: Date) {
  const scope = await insurerScope(db, auth, {});
  const { rows, total } = await queryInsurerList(db, {
    fetchByDate: false, paginationBasedDetail: { pageNumber: 1, recordsPerPage: QUEUE_PAGE_SIZE }, serviceType: 'Labs', isExportData: false, requestID: requestId,
  }, scope);
  if (total === 0) return null;
  return { appointmentList: rows.map((r) => toInsurerAppointment(r, now)), totalActiveRequest: total, isSuccess: true };
}

/**
 * POST insurance/searchEsalesQueue: a page of the queue created in the date range, or the cases the
 * top-bar search finds whatever their date. A Request/Esales Id that is an appointment request of
 * the caller's answers activerequests instead, so the portal shows it in All Appointments (spec 2 §2.10).
 */
export const searchEsalesQueueOp = operation('searchEsalesQueue', {
  access: { roles: INSURER_ROLES },
  async handle({ body, auth, deps }) {
    const search = checkedSearch('id', body.id, body.searchBy ?? 'RequestId');
    if (search?.kind === 'RequestId') {
      const found = await appointmentById(deps.db, auth, Number(search.text), deps.clock.now());
      if (found) return { isSuccess: true, activerequests: found };
    }
    const rows = body.rows ?? QUEUE_PAGE_SIZE;
    const page = await caseQueuePage(deps.db, caseSelection(auth, body.corporateIDs, { startDate: body.start, endDate: body.end }, search), rows, body.page * rows);
    return { isSuccess: true, queueRequests: { queueList: page.rows.map(toQueueRequest), totalQueueRequest: page.total, isTotalCapped: page.capped, isSuccess: true } };
  },
});

/**
 * POST insurance/exportEsalesQueue: every case the same filter selects (paging ignored), up to the
 * export limit, streamed as EsalesQueue.csv through the one CSV export path, masked as the queue is.
 */
export const exportEsalesQueueOp = operation('exportEsalesQueue', {
  access: { roles: INSURER_ROLES },
  async handle({ body, auth, deps, reply }) {
    const sel = caseSelection(auth, body.corporateIDs, { startDate: body.startDate, endDate: body.endDate }, checkedSearch('search', body.search, body.searchBy ?? 'RequestId'));
    await recordAudit(deps.db, exportEvent(auth, deps.clock.now(), 'exportEsalesQueue', body, { total: await countCases(deps.db, sel), capped: false }));
    return sendRowsCsv(reply, {
      batches: (batchSize, limit) => caseBatches(deps.db, sel, batchSize, limit),
      columns: ESALES_EXPORT_COLUMNS,
      toRow: toQueueRequest,
      fileName: ESALES_QUEUE_CSV,
    });
  },
});
