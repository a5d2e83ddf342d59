import { CALL_STATUSES, CALL_TYPES, callStatusLabel, callTypeLabel } from '../../../core/esales/call-catalogue.ts';
import {
  callbackDay,
  correspondenceInfo,
  correspondenceProblems,
  ESALES_CORRESPONDENCE_TYPE,
  type CorrespondenceField,
  type CorrespondenceForm,
} from '../../../core/esales/correspondence.ts';
import { INSURER_ROLES } from '../../../core/session/roles.ts';
import { badRequest } from '../http/api-error.ts';
import { operation } from '../http/operation.ts';
import { loadCaseCorrespondences, toCorrespondence } from './correspondence.mapper.ts';
import { caseContactView, caseDndFlags, caseInScope } from './esales-case.ts';

/** The wire path of each form field, so a 400 names the field as the body spells it. */
const WIRE_FIELD: Record<CorrespondenceField, string> = {
  callType: 'body/callType',
  callStatus: 'body/callStatus',
  uicNumber: 'body/uicnumber',
  callbackDate: 'body/additionalInfo/callbackdate',
};

/** The label a queue correspondence is filed under (correspondenceTypeValue of type 153). */
const CALL_CORRESPONDENCE = 'Call';

/** POST insurance/callTypeLookUp: the call types of Add Correspondence, from core's catalogue. */
export const callTypeLookUpOp = operation('callTypeLookUp', {
  access: { roles: INSURER_ROLES },
  async handle() {
    return { isSuccess: true, results: CALL_TYPES.map((t) => ({ ...t })) };
  },
});

/** GET insurance/callStatusLookUp: the spec's static json of call statuses, served from core's catalogue. */
export const callStatusLookUpOp = operation('callStatusLookUp', {
  async handle() {
    return { isSuccess: true, results: CALL_STATUSES.map((s) => ({ ...s })) };
  },
});

/**
 * POST insurance/addCorrespondence: logs a call on a case of the caller's insurer. The rules are
 * core's (the form shows the same); the DND flags come from the case, createdBy and createdOn from
 * the session and the clock, whatever the body says. Bad input answers 400 and writes nothing.
 */
export const addCorrespondenceOp = operation('addCorrespondence', {
  access: { roles: INSURER_ROLES },
  async handle({ body, auth, deps }) {
    const row = await caseInScope(deps.db, auth, body.requestId);
    const now = deps.clock.now();
    const form: CorrespondenceForm = {
      callType: body.callType,
      callStatus: body.callStatus,
      uicNumber: body.uicnumber,
      callbackDate: callbackDay(body.additionalInfo.callbackdate),
      workStatus: body.workStatus,
      comment: body.comment ?? '',
    };
    const [problem] = Object.entries(correspondenceProblems(form, now)) as [CorrespondenceField, string][];
    if (problem) throw badRequest(`${WIRE_FIELD[problem[0]]}: ${problem[1]}`);
    if (Object.keys(body.attachFiles?.correspondencereports ?? {}).length > 0) {
      throw badRequest('body/attachFiles: Files cannot be attached to an e-sales correspondence');
    }
    await deps.db.query(
      `INSERT INTO correspondence (esales_case_id, correspondence_type, correspondence_type_value, call_type, call_type_value,
         call_status, call_status_value, work_status, comment, rc_blob, created_by, created_on)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        row.id, ESALES_CORRESPONDENCE_TYPE, CALL_CORRESPONDENCE, body.callType, callTypeLabel(body.callType), body.callStatus,
        callStatusLabel(body.callStatus), body.workStatus, form.comment.trim(), JSON.stringify(correspondenceInfo(form, caseDndFlags(row))),
        auth.userId, now,
      ],
    );
    return { isSuccess: true };
  },
});

/** POST insurance/fetchCorrespondences: a case's correspondences, newest first, as the privacy rule shows them. */
export const fetchCorrespondencesOp = operation('fetchCorrespondences', {
  access: { roles: INSURER_ROLES },
  async handle({ body, auth, deps }) {
    const row = await caseInScope(deps.db, auth, body.requestId);
    const view = caseContactView(row);
    return { isSuccess: true, correspondences: (await loadCaseCorrespondences(deps.db, row.id)).map((c) => toCorrespondence(c, view)) };
  },
});
