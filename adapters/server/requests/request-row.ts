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
  doctor_id: number | null;
  doctor_name: string | null;
  provider_reschedule_count: number;
  max_reschedule_count: number | null;
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
  doctor_id: 'r.doctor_id', provider_reschedule_count: 'r.provider_reschedule_count', max_reschedule_count: 'r.max_reschedule_count',
  doctor_qualifications: 'd.qualifications', additionals: 'r.additionals', created_on: 'r.created_on', modified_on: 'r.modified_on',
};

/**
 * How each field travels through COPY's text format, where every value is text: numbers, text,
 * booleans ('t'/'f'), instants (sent as epoch milliseconds, so the session's DateStyle and time
 * zone cannot change them), and JSON (arrays and objects, sent as JSON text).
 */
export type FieldKind = 'number' | 'text' | 'bool' | 'instant' | 'json';
const FIELD_KIND: { readonly [K in keyof RequestRow]-?: FieldKind } = {
  id: 'number', service: 'text', provider_id: 'number', provider_name: 'text', provider_city: 'text', provider_address: 'text',
  provider_grade: 'text', provider_parent_id: 'number', corporate_id: 'number', corporate_name: 'text', contract_id: 'number',
  product_type: 'number', parent_request_id: 'number', order_id: 'number', employee_id: 'text', maid: 'text', relation: 'text',
  patient_name: 'text', dob: 'text', gender: 'text', phone: 'text', email: 'text', address_line1: 'text', address_line2: 'text',
  city: 'text', pin_code: 'text', client_location: 'text', package_ids: 'json', package_name: 'text', test_category: 'text',
  visit_type: 'text', fulfillment_date: 'instant', first_appointment_date: 'instant', status_id: 'number', priority_id: 'number',
  is_dnd: 'bool', is_paid: 'bool', amount: 'number', remarks: 'text', source: 'text', source_type: 'text', file_source_id: 'number',
  agent_name: 'text', agent_mobile: 'text', agent_code: 'text', doctor_name: 'text', doctor_qualifications: 'json',
  doctor_id: 'number', provider_reschedule_count: 'number', max_reschedule_count: 'number',
  additionals: 'json', created_on: 'instant', modified_on: 'instant',
};

/** A field's SQL as COPY sends it, by kind (see FIELD_KIND). */
const COPY_SQL: Record<FieldKind, (sql: string) => string> = {
  number: (sql) => sql,
  text: (sql) => sql,
  bool: (sql) => sql,
  instant: (sql) => `(extract(epoch FROM ${sql}) * 1000)::float8`,
  json: (sql) => `to_json(${sql})`,
};

/** A field's value from its COPY text (already unescaped; null arrives as null). */
const DECODE: Record<FieldKind, (text: string) => unknown> = {
  number: Number,
  text: (text) => text,
  bool: (text) => text === 't',
  instant: (text) => new Date(Number(text)),
  json: (text) => JSON.parse(text),
};

/**
 * The fields one reader takes of a request, as SQL columns, and (as a type) the row they give.
 * Every reader picks from the one RequestRow, so no two can drift apart; a reader that needs less
 * reads less (a 100,000-row export pays for every column it carries).
 */
export interface RowShape<R> {
  readonly columns: string;
  /** The same fields as COPY sends them, in order, and how each is read back into the row. */
  readonly copy: { readonly columns: string; readonly fields: readonly { name: string; decode: (text: string) => unknown }[] };
  /** Type only: the row this shape reads. */
  readonly row?: R;
}

/** One field of a shape: its name in the row, its SQL, and how it travels through COPY. */
export interface ShapeField {
  name: string;
  sql: string;
  kind: FieldKind;
}

/** The shape of any fields (requests here, e-sales cases too), each read as its SQL or through COPY. */
export function fieldsShape<R>(fields: readonly ShapeField[]): RowShape<R> {
  return {
    columns: fields.map((f) => (f.sql.endsWith(`.${f.name}`) ? f.sql : `${f.sql} AS ${f.name}`)).join(', '),
    copy: {
      columns: fields.map((f) => COPY_SQL[f.kind](f.sql)).join(', '),
      fields: fields.map((f) => ({ name: f.name, decode: DECODE[f.kind] })),
    },
  };
}

/** The shape of the given fields of a request. */
export function rowShape<K extends keyof RequestRow>(fields: readonly K[]): RowShape<Pick<RequestRow, K>> {
  return fieldsShape(fields.map((f) => ({ name: f, sql: FIELD_SQL[f], kind: FIELD_KIND[f] })));
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
