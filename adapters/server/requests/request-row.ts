import type { VisitType } from '../../../core/appointments/visit-type.ts';
import type { Db } from '../store/db.ts';

/**
 * One appointment request joined with its names: the one row every list, search, export and the
 * history page read (the lab desk, the insurer list; the e-sales queue and offline consults next).
 */
export interface RequestRow {
  id: number;
  service: 'LABS' | 'OFFLINE_CONSULTS';
  provider_id: number;
  provider_name: string;
  provider_city: string;
  provider_address: string;
  provider_grade: string;
  /** The provider's parent (the master entity of a branch), or null for a provider without one. */
  provider_parent_id: number | null;
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
 * How each field of a RequestRow is read over `appointment_request r` joined with provider p,
 * corporate c and doctor d. Bigint ids arrive as numbers (both engines parse int8 so); amounts are
 * cast to float so they do too; the birth date is read as text so no time zone can move it by a day.
 */
const FIELD_SQL: { readonly [K in keyof RequestRow]-?: string } = {
  id: 'r.id', service: 'r.service', provider_id: 'r.provider_id', provider_name: 'p.name', provider_city: 'p.city',
  provider_address: 'p.address', provider_grade: 'p.grade', provider_parent_id: 'p.parent_id', corporate_id: 'r.corporate_id',
  corporate_name: 'c.name', contract_id: 'r.contract_id', product_type: 'r.product_type', parent_request_id: 'r.parent_request_id',
  order_id: 'r.order_id::float8', employee_id: 'r.employee_id', maid: 'r.maid', relation: 'r.relation', patient_name: 'r.patient_name',
  dob: "to_char(r.dob, 'YYYY-MM-DD')", gender: 'r.gender', phone: 'r.phone', email: 'r.email', address_line1: 'r.address_line1',
  address_line2: 'r.address_line2', city: 'r.city', pin_code: 'r.pin_code', client_location: 'r.client_location',
  package_ids: 'r.package_ids', package_name: 'r.package_name', test_category: 'r.test_category', visit_type: 'r.visit_type',
  fulfillment_date: 'r.fulfillment_date', first_appointment_date: 'r.first_appointment_date', status_id: 'r.status_id',
  priority_id: 'r.priority_id::int', is_dnd: 'r.is_dnd', is_paid: 'r.is_paid', amount: 'r.amount::float8', remarks: 'r.remarks',
  source: 'r.source', source_type: 'r.source_type', file_source_id: 'r.file_source_id', agent_name: 'r.agent_name',
  agent_mobile: 'r.agent_mobile', agent_code: 'r.agent_code',
  doctor_name: "CASE WHEN d.id IS NULL THEN NULL ELSE trim(d.prefix || ' ' || d.first_name || ' ' || d.last_name) END",
  doctor_qualifications: 'd.qualifications', additionals: 'r.additionals', created_on: 'r.created_on', modified_on: 'r.modified_on',
};

/**
 * The fields one reader takes of a request, as SQL columns, and (as a type) the row they give.
 * Every reader picks from the one RequestRow, so no two can drift apart; a reader that needs less
 * reads less (a 100,000-row export pays for every column it carries).
 */
export interface RowShape<R> {
  readonly columns: string;
  /** Type only: the row this shape reads. */
  readonly row?: R;
}

/** The shape of the given fields. */
export function rowShape<K extends keyof RequestRow>(fields: readonly K[]): RowShape<Pick<RequestRow, K>> {
  return { columns: fields.map((f) => (FIELD_SQL[f] === `r.${f}` ? FIELD_SQL[f] : `${FIELD_SQL[f]} AS ${f}`)).join(', ') };
}

/** Every field of a request: the history page and the insurer list. */
export const WHOLE_REQUEST: RowShape<RequestRow> = rowShape(Object.keys(FIELD_SQL) as (keyof RequestRow)[]);

/** The columns of a whole RequestRow. */
export const REQUEST_COLUMNS = WHOLE_REQUEST.columns;

/**
 * The joins every shape reads through, after `appointment_request r`; a left join whose columns a
 * shape does not read is removed by the planner (it is on a unique key), so it costs nothing.
 */
export const REQUEST_JOINS = `
  JOIN provider p ON p.id = r.provider_id
  LEFT JOIN corporate c ON c.id = r.corporate_id
  LEFT JOIN doctor d ON d.id = r.doctor_id`;

/** The FROM clause that goes with REQUEST_COLUMNS. */
export const REQUEST_FROM = `appointment_request r ${REQUEST_JOINS}`;

/** One request by id, whoever may see it; the caller's scope is checked by insurance/request-scope.ts. */
export async function findRequest(db: Db, id: number): Promise<RequestRow | undefined> {
  const [row] = await db.query<RequestRow>(`SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM} WHERE r.id = $1`, [id]);
  return row;
}
