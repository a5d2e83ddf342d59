import { Readable } from 'node:stream';
import { operation } from '../http/operation.ts';
import { labDeskProviders } from './desk-scope.ts';
import { listSelection } from './list-selection.ts';
import { BRANCH_READ_LIMIT, countRows, listPage, rowBatches } from './list-store.ts';
import { toProviderRequest } from './request-row.mapper.ts';
import { EXPORT_COLUMNS } from './export-columns.ts';
import { csvLine } from './csv.ts';
import { sendDownload } from '../http/download.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { exportEvent } from '../audit/audit-events.ts';

/** The most rows one export holds (the contract's limit). */
export const EXPORT_ROW_LIMIT = 100_000;
/**
 * Rows per batch while exporting. PostgreSQL: one FETCH of the export's cursor (sorted once).
 * PGlite: one keyset query, which re-sorts what is left of the selection, so batches are larger
 * there (fewer re-sorts); a batch of 5,000 rows is a few MB of objects, so memory stays flat.
 */
const EXPORT_CURSOR_BATCH = 500;
const EXPORT_KEYSET_BATCH = 5_000;

/** POST medibuddyCentral/RequestDetails: one page of a lab tab (or a search) and the total. */
export const requestDetailsOp = operation('requestDetails', {
  access: { side: 'provider' },
  async handle({ body, auth, deps }) {
    const sel = listSelection(body, labDeskProviders(auth, body), deps.clock.now());
    const rows = body.rows ?? 10;
    // The embedded engine holds demo-sized data, where one scan of the window costs a third of the
    // branch merge, which pays only at scale (bench/README.md, embedded default).
    const branchReadLimit = deps.db.engine === 'pglite' ? 0 : BRANCH_READ_LIMIT;
    const [page, count] = await Promise.all([listPage(deps.db, sel, rows, (body.pageNumber - 1) * rows, branchReadLimit), countRows(deps.db, sel)]);
    return {
      isSuccess: true,
      data: { requestDetails: page.map((r) => toProviderRequest(r, sel.tab)), totalRecords: count.total, isTotalCapped: count.capped },
    };
  },
});

/**
 * POST medibuddyCentral/ExportRequestDetails: every row the same body selects (rows and
 * pageNumber ignored), streamed as AppointmentData.csv while it is read in batches: one CSV chunk
 * per batch. If the client goes away, the stream is destroyed, which ends the iteration and so
 * closes the cursor and frees its connection.
 */
export const exportRequestDetailsOp = operation('exportRequestDetails', {
  access: { side: 'provider' },
  async handle({ body, auth, deps, reply }) {
    const now = deps.clock.now();
    const sel = listSelection(body, labDeskProviders(auth, body), now);
    await recordAudit(deps.db, exportEvent(auth, now, 'exportRequestDetails', body, await countRows(deps.db, sel)));
    async function* lines() {
      yield '\uFEFF' + csvLine(EXPORT_COLUMNS.map((c) => c.header));
      const batchSize = deps.db.cursor ? EXPORT_CURSOR_BATCH : EXPORT_KEYSET_BATCH;
      for await (const batch of rowBatches(deps.db, sel, batchSize, EXPORT_ROW_LIMIT)) {
        yield batch.map((row) => csvLine(EXPORT_COLUMNS.map((c) => c.value(row, sel.tab, now)))).join('');
      }
    }
    return sendDownload(reply, { contentType: 'text/csv; charset=utf-8', fileName: 'AppointmentData.csv', body: Readable.from(lines()) });
  },
});
