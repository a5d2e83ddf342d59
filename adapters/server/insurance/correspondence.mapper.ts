import type { ContactView } from '../../../core/privacy/contact-view.ts';
import type { Db } from '../store/db.ts';

/** One correspondence row as stored (004_history.sql); request_id is the case id for a case's. */
export interface CorrespondenceRow {
  id: number;
  request_id: number;
  request_flow_id: number | null;
  correspondence_type: number | null;
  correspondence_type_value: string | null;
  call_type: number | null;
  call_type_value: string | null;
  call_status: number | null;
  call_status_value: string | null;
  work_status: string | null;
  comment: string | null;
  rc_blob: Record<string, unknown> | null;
  created_by: number | null;
  created_on: Date;
  attach_files: { correspondencereports?: Record<string, string> } | null;
}

/** What a correspondence hangs on: an appointment request, or an e-sales case (013_esales_cases.sql). */
type Owner = 'request_id' | 'esales_case_id';

/** The correspondences of a request or a case, newest first; a case's id reads as the wire's requestId (the queue id). */
async function loadOwned(db: Db, owner: Owner, id: number): Promise<CorrespondenceRow[]> {
  return db.query<CorrespondenceRow>(
    `SELECT id::int AS id, ${owner}::int AS request_id, request_flow_id::int AS request_flow_id, correspondence_type,
            correspondence_type_value, call_type, call_type_value, call_status, call_status_value, work_status, comment,
            rc_blob, created_by, created_on, attach_files
       FROM correspondence WHERE ${owner} = $1 ORDER BY created_on DESC, id DESC`,
    [id],
  );
}

/** The correspondences of a request, newest first. */
export const loadCorrespondences = (db: Db, requestId: number) => loadOwned(db, 'request_id', requestId);

/** The correspondences logged on an e-sales case, newest first. */
export const loadCaseCorrespondences = (db: Db, caseId: number) => loadOwned(db, 'esales_case_id', caseId);

/**
 * The wire Correspondence (common.yaml): rC_Blob as JSON text, attachFiles only with its report map;
 * the comment and the blob are free text the request's contact view masks.
 */
export function toCorrespondence(row: CorrespondenceRow, view: ContactView) {
  const reports = row.attach_files?.correspondencereports;
  return {
    id: row.id,
    requestId: row.request_id,
    requestFlowId: row.request_flow_id,
    correspondenceType: row.correspondence_type,
    correspondenceTypeValue: row.correspondence_type_value,
    callType: row.call_type,
    callTypeValue: row.call_type_value,
    callStatus: row.call_status,
    callStatusValue: row.call_status_value,
    workStatus: row.work_status,
    comment: view.text(row.comment),
    rC_Blob: row.rc_blob === null ? null : view.text(JSON.stringify(row.rc_blob)),
    createdBy: row.created_by,
    createdOn: new Date(row.created_on).toISOString(),
    attachFiles: reports ? { correspondencereports: reports } : null,
  };
}
/** One wire correspondence. */
export type Correspondence = ReturnType<typeof toCorrespondence>;
