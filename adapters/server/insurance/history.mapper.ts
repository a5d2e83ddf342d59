import { STATUS_MEANING, StatusId, isStatusId } from '../../../core/appointments/status-catalogue.ts';
import { priorityName } from '../../../core/appointments/priorities.ts';
import { nextActions } from '../../../core/appointments/row-actions.ts';
import { workflowContext } from '../lab-desk/request-row.mapper.ts';
import { HistoryCard, historyCards } from '../../../core/history/history-cards.ts';
import { reportsVisible, visibleAttachments, type HistoryViewer, type StatusFiles } from '../../../core/history/report-visibility.ts';
import { doctorQualificationAt, timelineStatusText } from '../../../core/history/timeline.ts';
import { rowContactView } from '../store/row-contact-view.ts';
import type { Db } from '../store/db.ts';
import type { RequestRow } from '../requests/request-row.ts';
import { toCorrespondence, type CorrespondenceRow } from './correspondence.mapper.ts';

/** One row of request_status_history. */
export interface HistoryRow {
  id: number;
  status_id: number;
  actor_name: string;
  at: Date;
  remarks: string;
  attachments: StatusFiles | null;
}

/** The statuses a request went through, oldest first. */
export async function loadStatusHistory(db: Db, requestId: number): Promise<HistoryRow[]> {
  return db.query<HistoryRow>(
    `SELECT id::int AS id, status_id, actor_name, at, remarks, attachments
       FROM request_status_history WHERE request_id = $1 ORDER BY at, id`,
    [requestId],
  );
}

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);
const blankToNull = (s: string | null | undefined) => (s === null || s === undefined || s.trim() === '' ? null : s);
const FIT_UNFIT: readonly number[] = [StatusId.FitWithRecommendation, StatusId.FitnessOnHold, StatusId.TemporaryUnfit];

/**
 * The status a correspondence belongs under: the history row it names, else the status the request
 * was in when it was logged (the latest status at or before it), else the first status.
 */
function statusOf(c: CorrespondenceRow, history: readonly HistoryRow[]): number | undefined {
  if (c.request_flow_id !== null && history.some((h) => h.id === c.request_flow_id)) return c.request_flow_id;
  const at = new Date(c.created_on).getTime();
  let owner = history[0]?.id;
  for (const h of history) if (new Date(h.at).getTime() <= at) owner = h.id;
  return owner;
}

/** The additionals as the wire shows them: the stored keys plus DND, DNDCustomer and PinCode. */
export function wireAdditionals(row: RequestRow): Record<string, string | number | boolean | null> {
  return {
    ...row.additionals,
    ...(blankToNull(row.pin_code) ? { PinCode: row.pin_code } : {}),
    sourceType: row.source_type,
    DND: row.is_dnd,
    DNDCustomer: row.is_dnd,
  };
}

/** What the mapper needs to know about the caller. */
export interface HistoryCaller {
  viewer: HistoryViewer;
  roleId: number;
  /** A read-only SPOC is offered no actions. */
  readOnly?: boolean;
}

/**
 * The requestHistory of the contract, built from what the server recorded: the request row, its
 * status history and its correspondences. Cards the caller is not shown (client onsite location for
 * the DC login, agent details outside e-sales) are left empty, reports are dropped for insurers until
 * released, and every contact-bearing field reads as the core privacy rule shows it.
 */
export function toRequestHistory(row: RequestRow, history: readonly HistoryRow[], correspondences: readonly CorrespondenceRow[], caller: HistoryCaller) {
  const cards = historyCards({ roleId: caller.roleId, productType: row.product_type, visitType: row.visit_type });
  const showReports = reportsVisible(caller.viewer, history.map((h) => h.status_id));
  const agent = cards.includes(HistoryCard.AgentDetails);
  const qualifications = (row.doctor_qualifications ?? []).map((q) => q.qualification ?? '');
  const fit = [...history].reverse().find((h) => FIT_UNFIT.includes(h.status_id));
  const view = rowContactView(row);
  const rescheduled = row.first_appointment_date !== null && new Date(row.first_appointment_date).getTime() !== new Date(row.fulfillment_date).getTime();

  return {
    requestId: row.id,
    additionalInformation: {
      visitType: row.visit_type,
      providerId: row.provider_id,
      providerName: row.provider_name,
      appointmentDate: iso(row.fulfillment_date),
      firstAppointmentDate: iso(row.first_appointment_date ?? row.fulfillment_date),
      secondAppointmentDate: rescheduled ? iso(row.fulfillment_date) : null,
      patientName: row.patient_name,
      gender: row.gender,
      dob: row.dob,
      employeeID: blankToNull(row.employee_id),
      relation: blankToNull(row.relation),
      employeeMailID: view.email(blankToNull(row.email)),
      contactNo: view.phone(blankToNull(row.phone)),
      addressLine1: view.text(blankToNull(row.address_line1)),
      addressLine2: view.text(blankToNull(row.address_line2)),
      productName: blankToNull(row.package_name),
      productType: row.product_type ?? row.contract_id,
      isPaid: row.is_paid,
      maid: row.maid,
      grade: blankToNull(row.provider_grade),
      doctorName: row.doctor_name,
      clientLocation: cards.includes(HistoryCard.ClientOnsiteLocation) ? view.text(blankToNull(row.client_location)) : null,
      agentName: agent ? row.agent_name : null,
      agentMobileNumber: agent ? row.agent_mobile : null,
      agentCode: agent ? row.agent_code : null,
      primaryEntityId: row.corporate_id,
      primaryEntityName: row.corporate_name,
      priorityForRequest: { priorityName: priorityName(row.priority_id) },
      dcLandlineNo: null,
      dcMobileNo: null,
      lineAmount: row.amount,
      cashlessAmount: row.is_paid ? 0 : row.amount,
      medicineData: null,
      orderItemProductId: row.package_ids[0] ?? null,
      splittedRequestDetails: null,
      previousID: row.parent_request_id,
      testCategory: blankToNull(row.test_category),
      sourceType: blankToNull(row.source_type),
      sourceName: blankToNull(row.source),
      fileSourceId: row.file_source_id,
      additionals: view.additionals(wireAdditionals(row)),
    },
    statusHistory: history.map((h) => ({
      statusId: h.status_id,
      status: timelineStatusText(h.status_id, caller.viewer),
      date: new Date(h.at).toISOString(),
      remarks: view.text(blankToNull(h.remarks)),
      requestCreatedBy: blankToNull(h.actor_name),
      doctorQualification: doctorQualificationAt(h.status_id, qualifications),
      attachments: visibleAttachments(h.attachments, showReports),
      correspondences: correspondences.filter((c) => statusOf(c, history) === h.id).map((c) => toCorrespondence(c, view)),
    })),
    providerOrderId: row.order_id === null ? null : String(row.order_id),
    pharmacyOrderId: null,
    // The same nextActions the lab list sends and the update call accepts, narrowed by the upload rule.
    nextPossibleActions: caller.viewer === 'provider' && !caller.readOnly && row.service === 'LABS' ? nextActions(workflowContext(row)).map((n) => n.action) : [],
    fitUnfit: fit && isStatusId(fit.status_id) ? STATUS_MEANING[fit.status_id] : null,
    priorityId: row.priority_id,
    requestDCLocation: blankToNull([row.provider_address, row.provider_city].filter((s) => s.trim() !== '').join(', ')),
    primaryContactName: row.patient_name,
    primaryContactNo: view.phone(blankToNull(row.phone)),
    primaryEmail: view.email(blankToNull(row.email)),
  };
}

/**
 * The id of a request's latest status history row: its current step (requestFlowId). Every request
 * is written with a first history row, so a request without one is a fault, not an answer.
 */
export async function currentStepId(db: Db, requestId: number): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'SELECT id::int AS id FROM request_status_history WHERE request_id = $1 ORDER BY at DESC, id DESC LIMIT 1',
    [requestId],
  );
  if (!row) throw new Error(`request ${requestId} has no status history`);
  return row.id;
}
