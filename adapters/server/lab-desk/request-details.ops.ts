import { operation } from '../http/operation.ts';
import { canActOnConsults, deskProviders } from './desk-scope.ts';
import { listSelection, type CountedSelection, type ListBody } from './list-selection.ts';
import { BRANCH_READ_LIMIT, countRows, countWithPastSla, listPage } from '../requests/request-store.ts';
import { sendRequestsCsv } from '../requests/export-csv.ts';
import { toProviderRequest } from './request-row.mapper.ts';
import { LAB_ROW } from './lab-row.ts';
import { labExport } from './export-columns.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { exportEvent } from '../audit/audit-events.ts';
import { LAB_ROLES } from '../../../core/session/roles.ts';
import { offlineSelection } from '../consults/offline-selection.ts';
import { OFFLINE_ROW } from '../consults/offline-row.ts';
import { toOfflineRequest } from '../consults/offline-row.mapper.ts';
import { offlineExport } from '../consults/offline-export.ts';
import type { AuthContext } from '../http/auth-context.ts';
import type { ServerDeps as Deps } from '../deps.ts';

/** One page of a selection, its total and how many are past SLA, the page read by the tab's fastest plan. */
async function pageAndCount<S extends CountedSelection, R>(deps: Deps, sel: S, shape: Parameters<typeof listPage<R>>[2], rows: number, pageNumber: number) {
  // The embedded engine holds demo-sized data, where one scan of the window costs a third of the
  // branch merge, which pays only at scale (bench/README.md, embedded default).
  const branchReadLimit = deps.db.engine === 'pglite' ? 0 : BRANCH_READ_LIMIT;
  return Promise.all([listPage(deps.db, sel, shape, rows, (pageNumber - 1) * rows, branchReadLimit), countWithPastSla(deps.db, sel, sel.pastSlaTerms)]);
}

/** The list of a body's service: a lab tab, or an offline-consult tab or sub-tab. */
async function serviceList(body: ListBody, auth: AuthContext, deps: Deps) {
  const providers = deskProviders(auth, body);
  const now = deps.clock.now();
  const rows = body.rows ?? 10;
  if (body.services === 'OFFLINE_CONSULTS') {
    const sel = offlineSelection(body, providers, now);
    const [page, count] = await pageAndCount(deps, sel, OFFLINE_ROW, rows, body.pageNumber);
    const canAct = canActOnConsults(auth);
    return { requestDetails: page.map((r) => toOfflineRequest(r, canAct, now)), count };
  }
  const sel = listSelection(body, providers, now);
  const [page, count] = await pageAndCount(deps, sel, LAB_ROW, rows, body.pageNumber);
  return { requestDetails: page.map((r) => toProviderRequest(r, sel.tab, !auth.readOnly)), count };
}

/** POST medibuddyCentral/RequestDetails: one page of a tab (or a search), the total and how many are past SLA. */
export const requestDetailsOp = operation('requestDetails', {
  access: { roles: LAB_ROLES },
  async handle({ body, auth, deps }) {
    const { requestDetails, count } = await serviceList(body, auth, deps);
    return { isSuccess: true, data: { requestDetails, totalRecords: count.total, isTotalCapped: count.capped, pastSlaCount: count.pastSla } };
  },
});

/**
 * POST medibuddyCentral/ExportRequestDetails: every row the same body selects (rows and
 * pageNumber ignored), up to the export limit, streamed as AppointmentData.csv while it is read.
 */
export const exportRequestDetailsOp = operation('exportRequestDetails', {
  access: { roles: LAB_ROLES },
  async handle({ body, auth, deps, reply }) {
    const now = deps.clock.now();
    const providers = deskProviders(auth, body);
    if (body.services === 'OFFLINE_CONSULTS') {
      const spec = offlineExport(offlineSelection(body, providers, now), now);
      await recordAudit(deps.db, exportEvent(auth, now, 'exportRequestDetails', body, await countRows(deps.db, spec.selection)));
      return sendRequestsCsv(reply, deps.db, spec);
    }
    const spec = labExport(listSelection(body, providers, now), now);
    await recordAudit(deps.db, exportEvent(auth, now, 'exportRequestDetails', body, await countRows(deps.db, spec.selection)));
    return sendRequestsCsv(reply, deps.db, spec);
  },
});
