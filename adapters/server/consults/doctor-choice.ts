import type { Db } from '../store/db.ts';
import type { ConsultTarget } from './consult.store.ts';

/** The clinic's doctors who may take over a consult, with their calendars. */
export interface DoctorChoice {
  id: number;
  name: string;
  customer_fee: number;
}

/**
 * The doctors a consult can move to (spec 3 §7 available-for-reschedule): active, QC-passed
 * doctors of the consult's provider other than its own, and unless a price change is allowed,
 * only those whose fee is the consult's fee, so the customer pays what was agreed.
 */
export async function doctorChoices(db: Db, consult: Pick<ConsultTarget, 'provider_id' | 'doctor_id' | 'amount'>, allowPriceChange: boolean): Promise<DoctorChoice[]> {
  return db.query<DoctorChoice>(
    `SELECT id, trim(prefix || ' ' || first_name || ' ' || last_name) AS name, customer_fee::float8 AS customer_fee
       FROM doctor
      WHERE provider_id = $1 AND is_active AND qc_status = 'Passed' AND id <> $2 AND ($3 OR customer_fee = $4)
      ORDER BY first_name, last_name, id`,
    [consult.provider_id, consult.doctor_id ?? 0, allowPriceChange, consult.amount],
  );
}

/** Whether a doctor is one of the consult's choices at its agreed fee. */
export async function isDoctorChoiceFor(db: Db, consult: Pick<ConsultTarget, 'provider_id' | 'doctor_id' | 'amount'>, doctorId: number): Promise<boolean> {
  return (await doctorChoices(db, consult, false)).some((d) => d.id === doctorId);
}
