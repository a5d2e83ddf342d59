import { operation } from '../http/operation.ts';
import { labDeskProviders } from './desk-scope.ts';
import { listSelection } from './list-selection.ts';
import { BRANCH_READ_LIMIT, countRows, listPage } from '../requests/request-store.ts';
import { sendRequestsCsv } from '../requests/export-csv.ts';
import { toProviderRequest } from './request-row.mapper.ts';
import { LAB_ROW } from './lab-row.ts';
import { labExport } from './export-columns.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { exportEvent } from '../audit/audit-events.ts';
import { LAB_ROLES } from '../../../core/session/roles.ts';

/** POST medibuddyCentral/RequestDetails: one page of a lab tab (or a search) and the total. */
export const requestDetailsOp = operation('requestDetails', {
  access: { roles: LAB_ROLES },
  async handle({ body, auth, deps }) {
    const sel = listSelection(body, labDeskProviders(auth, body), deps.clock.now());
    const rows = body.rows ?? 10;
    // The embedded engine holds demo-sized data, where one scan of the window costs a third of the
    // branch merge, which pays only at scale (bench/README.md, embedded default).
    const branchReadLimit = deps.db.engine === 'pglite' ? 0 : BRANCH_READ_LIMIT;
    const [page, count] = await Promise.all([listPage(deps.db, sel, LAB_ROW, rows, (body.pageNumber - 1) * rows, branchReadLimit), countRows(deps.db, sel)]);
    return {
      isSuccess: true,
      data: { requestDetails: page.map((r) => toProviderRequest(r, sel.tab)), totalRecords: count.total, isTotalCapped: count.capped },
    };
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
    const sel = listSelection(body, labDeskProviders(auth, body), now);
    await recordAudit(deps.db, exportEvent(auth, now, 'exportRequestDetails', body, await countRows(deps.db, sel)));
    return sendRequestsCsv(reply, deps.db, labExport(sel, now));
  },
});
