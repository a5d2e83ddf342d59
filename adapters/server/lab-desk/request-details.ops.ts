import { Readable } from 'node:stream';
import type { Operation } from '../http/operation.ts';
import type { components } from '../../../openapi/generated/medibuddyCentral.ts';
import { labDeskProviders } from './desk-scope.ts';
import { listSelection } from './list-selection.ts';
import { allRows, countRows, listPage } from './list-store.ts';
import { toProviderRequest } from './request-row.mapper.ts';
import { EXPORT_COLUMNS } from './export-columns.ts';
import { csvLine } from './csv.ts';

type ListBody = components['schemas']['RequestDetailsRequest'];

/** The most rows one export holds (the contract's limit). */
export const EXPORT_ROW_LIMIT = 100_000;
/** Rows read per keyset batch while exporting. */
const EXPORT_BATCH = 500;

/** POST medibuddyCentral/RequestDetails: one page of a lab tab (or a search) and the total. */
export const requestDetailsOp: Operation = {
  access: { side: 'provider' },
  async handle({ body, auth, deps }) {
    const b = body as ListBody;
    const sel = listSelection(b, labDeskProviders(auth, b), deps.clock.now());
    const rows = b.rows ?? 10;
    const [page, count] = await Promise.all([listPage(deps.db, sel, rows, (b.pageNumber - 1) * rows), countRows(deps.db, sel)]);
    return {
      isSuccess: true,
      data: { requestDetails: page.map((r) => toProviderRequest(r, sel.tab)), totalRecords: count.total, isTotalCapped: count.capped },
    };
  },
};

/**
 * POST medibuddyCentral/ExportRequestDetails: every row the same body selects (rows and
 * pageNumber ignored), streamed as AppointmentData.csv while it is read in batches.
 */
export const exportRequestDetailsOp: Operation = {
  access: { side: 'provider' },
  async handle({ body, auth, deps, reply }) {
    const b = body as ListBody;
    const now = deps.clock.now();
    const sel = listSelection(b, labDeskProviders(auth, b), now);
    async function* lines() {
      yield '\uFEFF' + csvLine(EXPORT_COLUMNS.map((c) => c.header));
      for await (const row of allRows(deps.db, sel, EXPORT_BATCH, EXPORT_ROW_LIMIT)) {
        yield csvLine(EXPORT_COLUMNS.map((c) => c.value(row, sel.tab, now)));
      }
    }
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="AppointmentData.csv"');
    return reply.send(Readable.from(lines()));
  },
};
