import { StatusId } from '../../../core/appointments/status-catalogue.ts';
import { reportWindowProblem } from '../../../core/history/report-download.ts';
import { reportsVisible } from '../../../core/history/report-visibility.ts';
import { operation } from '../http/operation.ts';
import { badRequest, notFound } from '../http/api-error.ts';
import { scopeCorporates } from '../http/access.ts';
import type { Db } from '../store/db.ts';
import { notInScope, requestInScope, viewerOf } from './request-scope.ts';
import { loadStatusHistory } from './history.mapper.ts';
import { buildZip, readStoredFile, sendZip, type ZipEntry } from './report-zip.ts';
import { sendDownload } from '../http/download.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { zipEvent } from '../audit/audit-events.ts';
import { RoleName } from '../../../core/session/roles.ts';

/**
 * The report files of requests of the given corporates whose QC approval (status 48) falls in
 * [from, to): the files named in the requests' history attachments that were attached to them.
 */
async function approvedReports(db: Db, corporateIds: number[], from: Date, to: Date, requestId: number | null, orderId: number | null): Promise<ZipEntry[]> {
  return db.query<ZipEntry>(
    `SELECT DISTINCT r.id::int AS "requestId", f.file_name AS "fileName", f.storage_path AS "storagePath", f.id
       FROM appointment_request r
       JOIN request_status_history h ON h.request_id = r.id
       CROSS JOIN LATERAL jsonb_object_keys(CASE WHEN jsonb_typeof(h.attachments->'reports') = 'object' THEN h.attachments->'reports' ELSE '{}'::jsonb END) AS k(file_id)
       JOIN file f ON f.id = k.file_id AND f.request_id = r.id
      WHERE r.corporate_id = ANY($1::int[])
        AND EXISTS (SELECT 1 FROM request_status_history a WHERE a.request_id = r.id AND a.status_id = $2 AND a.at >= $3 AND a.at < $4)
        AND ($5::bigint IS NULL OR r.id = $5) AND ($6::bigint IS NULL OR r.order_id = $6)
      ORDER BY 1, f.id`,
    [corporateIds, StatusId.QcApproved, from, to, requestId, orderId],
  );
}

/**
 * POST insurance/integration/DownloadFile (Download Reports, mareport and insurer admin): a zip of
 * the reports QC-approved in the window, for the chosen entity relations (the insurer's corporates).
 * The window is read from the Unix fields and may span at most 6 hours (24 for listed entities).
 */
export const integrationDownloadReportsOp = operation('integrationDownloadReports', {
  access: { roles: [RoleName.mareport, RoleName.insureradmin] },
  async handle({ body, auth, deps, reply }) {
    const from = new Date(body.ApprovalStartTimeInUnix * 1000);
    const to = new Date(body.ApprovalEndTimeInUnix * 1000);
    const problem = reportWindowProblem(from, to, auth.insurerId);
    if (problem) throw badRequest(`body/ApprovalEndTimeInUnix: ${problem}`);
    const corporateIds = scopeCorporates(auth, body.EntityRelationId);
    const entries = await approvedReports(deps.db, corporateIds, from, to, body.RequestId ?? null, body.OrderId ?? null);
    const { bytes, count } = await buildZip(deps.config.filesDir, entries);
    await recordAudit(deps.db, zipEvent(auth, deps.clock.now(), 'integrationDownloadReports', body, entries.map((e) => e.requestId), count));
    return sendZip(reply, body.ZipFileName, bytes);
  },
});

/**
 * POST provider/getRequiredDocuments/: a zip of one request's documents (erId is the request id) for
 * a caller who may see it; isHA narrows it to the reports. Insurers get reports only once released.
 */
export const getRequiredDocumentsOp = operation('getRequiredDocuments', {
  async handle({ body, auth, deps, reply }) {
    const { erId, isHA } = body as { erId: number; isHA: boolean };
    const row = await requestInScope(deps.db, auth, erId);
    const history = await loadStatusHistory(deps.db, row.id);
    const kinds: ('reports' | 'bills')[] = reportsVisible(viewerOf(auth), history.map((h) => h.status_id)) ? ['reports'] : [];
    if (!isHA) kinds.push('bills');
    const ids = [...new Set(history.flatMap((h) => kinds.flatMap((k) => Object.keys(h.attachments?.[k] ?? {}))))];
    const files = await deps.db.query<{ fileName: string; storagePath: string }>(
      'SELECT file_name AS "fileName", storage_path AS "storagePath" FROM file WHERE id = ANY($1::text[]) AND request_id = $2 ORDER BY created_on, id',
      [ids, row.id],
    );
    const { bytes, count } = await buildZip(deps.config.filesDir, files.map((f) => ({ ...f, requestId: row.id })));
    await recordAudit(deps.db, zipEvent(auth, deps.clock.now(), 'getRequiredDocuments', body, [row.id], count));
    return sendZip(reply, `Documents_${row.id}`, bytes);
  },
});

/**
 * POST insurance/DownloadFile: one stored file of a request the caller may see. A report is the
 * insurer's only once released (QC Approved or TU Scheduled); before that, and for a file of a
 * request the caller may not see, it answers 404 as for an unknown id.
 */
export const insuranceDownloadFileOp = operation('insuranceDownloadFile', {
  async handle({ body, auth, deps, reply }) {
    const { fileGuid, fileName } = body as { fileGuid: string; fileName?: string };
    const [file] = await deps.db.query<{ file_name: string; storage_path: string; request_id: number | null }>(
      'SELECT file_name, storage_path, request_id::int AS request_id FROM file WHERE id = $1',
      [fileGuid],
    );
    if (!file || file.request_id === null) throw notInScope('file');
    const row = await requestInScope(deps.db, auth, file.request_id, 'file');
    const history = await loadStatusHistory(deps.db, row.id);
    const isReport = history.some((h) => fileGuid in (h.attachments?.reports ?? {}));
    if (isReport && !reportsVisible(viewerOf(auth), history.map((h) => h.status_id))) throw notInScope('file');
    const bytes = await readStoredFile(deps.config.filesDir, file.storage_path);
    if (!bytes) throw notFound('The file is no longer stored');
    return sendDownload(reply, { contentType: 'application/octet-stream', fileName: fileName ?? file.file_name, body: bytes });
  },
});
