import type { Db } from '../store/db.ts';
import type { ActionTarget } from '../lab-desk/lab-action.store.ts';

/** A consult as an action reads it before deciding. */
export interface ConsultTarget extends ActionTarget {
  doctor_id: number | null;
  amount: number;
  provider_reschedule_count: number;
  max_reschedule_count: number | null;
}

/** An offline consult by id, or undefined (a lab request reads as unknown here). */
export async function loadConsult(db: Db, requestId: number): Promise<ConsultTarget | undefined> {
  const [row] = await db.query<ConsultTarget>(
    `SELECT r.id, r.service, r.provider_id, p.parent_id AS provider_parent_id, r.status_id, r.version, r.contract_id, r.test_category,
            r.visit_type, r.patient_name, r.phone, r.email, r.is_dnd, r.fulfillment_date, r.doctor_id, r.amount::float8 AS amount,
            r.provider_reschedule_count, r.max_reschedule_count, r.remarks
       FROM appointment_request r JOIN provider p ON p.id = r.provider_id
      WHERE r.id = $1 AND r.service = 'OFFLINE_CONSULTS'`,
    [requestId],
  );
  return row;
}

/** Moves a consult to its new time (and doctor); a provider reschedule is counted against its limit. */
export async function moveConsult(tx: Db, requestId: number, move: { at: Date; doctorId: number; countsAsReschedule: boolean }): Promise<void> {
  await tx.query(
    `UPDATE appointment_request
        SET fulfillment_date = $2, doctor_id = $3, provider_reschedule_count = provider_reschedule_count + $4,
            first_appointment_date = COALESCE(first_appointment_date, fulfillment_date)
      WHERE id = $1`,
    [requestId, move.at, move.doctorId, move.countsAsReschedule ? 1 : 0],
  );
}
