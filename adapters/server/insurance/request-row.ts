import { type VisitType } from '../../../core/appointments/visit-type.ts';
import type { Db } from '../store/db.ts';

/** One appointment request as the history page and the insurer list read it, joined with its names. */
export interface RequestRow {
  id: number;
  service: 'LABS' | 'OFFLINE_CONSULTS';
  provider_id: number;
  provider_parent_id: number | null;
  provider_name: string;
  provider_city: string;
  provider_address: string;
  provider_grade: string;
  corporate_id: number | null;
  corporate_name: string | null;
  contract_id: number;
  product_type: number | null;
  parent_request_id: number | null;
  order_id: number | null;
  employee_id: string;
  maid: string | null;
  relation: string;
  patient_name: string;
  /** YYYY-MM-DD as stored (0001-01-01 is the placeholder), or null. */
  dob: string | null;
  gender: 'M' | 'F' | 'O';
  phone: string;
  email: string;
  address_line1: string;
  address_line2: string;
  city: string;
  pin_code: string;
  client_location: string;
  package_ids: number[];
  package_name: string;
  test_category: string;
  visit_type: VisitType;
  fulfillment_date: Date;
  first_appointment_date: Date | null;
  status_id: number;
  priority_id: number;
  is_dnd: boolean;
  is_paid: boolean;
  amount: number;
  remarks: string;
  source: string;
  source_type: string;
  file_source_id: number | null;
  agent_name: string | null;
  agent_mobile: string | null;
  agent_code: string | null;
  doctor_name: string | null;
  doctor_qualifications: { qualification?: string }[] | null;
  additionals: Record<string, string | number | boolean | null>;
  created_on: Date;
  modified_on: Date;
}

/**
 * The columns of a RequestRow over `appointment_request r` joined with provider p, corporate c and
 * doctor d. Ids are cast to int and amounts to float so both engines answer numbers; the birth date
 * is read as text so no time zone can move it by a day.
 */
export const REQUEST_COLUMNS = `
  r.id::int AS id, r.service, r.provider_id, p.parent_id AS provider_parent_id, p.name AS provider_name, p.city AS provider_city,
  p.address AS provider_address, p.grade AS provider_grade, r.corporate_id, c.name AS corporate_name,
  r.contract_id, r.product_type, r.parent_request_id::int AS parent_request_id, r.order_id::float8 AS order_id,
  r.employee_id, r.maid, r.relation, r.patient_name, to_char(r.dob, 'YYYY-MM-DD') AS dob, r.gender,
  r.phone, r.email, r.address_line1, r.address_line2, r.city, r.pin_code, r.client_location,
  r.package_ids, r.package_name, r.test_category, r.visit_type, r.fulfillment_date, r.first_appointment_date,
  r.status_id, r.priority_id::int AS priority_id, r.is_dnd, r.is_paid, r.amount::float8 AS amount, r.remarks,
  r.source, r.source_type, r.file_source_id, r.agent_name, r.agent_mobile, r.agent_code,
  CASE WHEN d.id IS NULL THEN NULL ELSE trim(d.prefix || ' ' || d.first_name || ' ' || d.last_name) END AS doctor_name,
  d.qualifications AS doctor_qualifications, r.additionals, r.created_on, r.modified_on`;

/** The FROM clause that goes with REQUEST_COLUMNS. */
export const REQUEST_FROM = `
  appointment_request r
  JOIN provider p ON p.id = r.provider_id
  LEFT JOIN corporate c ON c.id = r.corporate_id
  LEFT JOIN doctor d ON d.id = r.doctor_id`;

/** One request by id, whoever may see it; the caller's scope is checked by request-scope.ts. */
export async function findRequest(db: Db, id: number): Promise<RequestRow | undefined> {
  const [row] = await db.query<RequestRow>(`SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM} WHERE r.id = $1`, [id]);
  return row;
}
