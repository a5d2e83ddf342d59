import type { ContactView } from '../../../core/privacy/contact-view.ts';
import type { AuthContext } from '../http/auth-context.ts';
import { fieldsShape, type RowShape } from '../requests/request-row.ts';
import { rowContactView } from '../store/row-contact-view.ts';
import type { Db } from '../store/db.ts';
import { notInScope } from './request-scope.ts';

/** One stored e-sales case (013_esales_cases.sql) with its corporate's name and the status of the request it led to. */
export interface CaseRow {
  id: number;
  equote: string;
  corporate_id: number;
  corporate_name: string | null;
  customer_name: string;
  phone: string;
  email: string;
  member_id: string;
  application_no: string;
  request_json: Record<string, unknown>;
  error: string;
  is_dnd: boolean;
  is_dnd_customer: boolean;
  order_id: number | null;
  request_id: number | null;
  status_id: number | null;
  created_on: Date;
}

/** A CaseRow's fields over esales_case e (with CASE_JOINS): every reader of a case reads these, as columns or through COPY. */
export const CASE_SHAPE: RowShape<CaseRow> = fieldsShape<CaseRow>([
  { name: 'id', sql: 'e.id::int', kind: 'number' },
  { name: 'equote', sql: 'e.equote', kind: 'text' },
  { name: 'corporate_id', sql: 'e.corporate_id', kind: 'number' },
  { name: 'corporate_name', sql: 'k.name', kind: 'text' },
  { name: 'customer_name', sql: 'e.customer_name', kind: 'text' },
  { name: 'phone', sql: 'e.phone', kind: 'text' },
  { name: 'email', sql: 'e.email', kind: 'text' },
  { name: 'member_id', sql: 'e.member_id', kind: 'text' },
  { name: 'application_no', sql: 'e.application_no', kind: 'text' },
  { name: 'request_json', sql: 'e.request_json', kind: 'json' },
  { name: 'error', sql: 'e.error', kind: 'text' },
  { name: 'is_dnd', sql: 'e.is_dnd', kind: 'bool' },
  { name: 'is_dnd_customer', sql: 'e.is_dnd_customer', kind: 'bool' },
  { name: 'order_id', sql: 'e.order_id::float8', kind: 'number' },
  { name: 'request_id', sql: 'e.request_id::int', kind: 'number' },
  { name: 'status_id', sql: 'r.status_id', kind: 'number' },
  { name: 'created_on', sql: 'e.created_on', kind: 'instant' },
]);
export const CASE_COLUMNS = CASE_SHAPE.columns;
export const CASE_JOINS = `JOIN corporate k ON k.id = e.corporate_id LEFT JOIN appointment_request r ON r.id = e.request_id`;

/** A case by id, or undefined when there is none. */
export async function findCase(db: Db, id: number): Promise<CaseRow | undefined> {
  if (!Number.isSafeInteger(id)) return undefined;
  const [row] = await db.query<CaseRow>(
    `SELECT ${CASE_COLUMNS} FROM esales_case e ${CASE_JOINS} WHERE e.id = $1`,
    [id],
  );
  return row;
}

/**
 * A case the caller may work: an insurer user's, when the case belongs to one of the insurer's
 * corporates. Another insurer's case and an unknown id answer the same 404; `what` names the thing
 * asked for (a message) when the case was only reached through it.
 */
export async function caseInScope(db: Db, auth: AuthContext, id: number, what = 'e-sales request'): Promise<CaseRow> {
  const row = await findCase(db, id);
  if (!row || !auth.corporateIds.includes(row.corporate_id)) throw notInScope(what);
  return row;
}

/** The case's do-not-disturb flags, as the correspondence and the masking read them. */
export const caseDndFlags = (row: Pick<CaseRow, 'is_dnd' | 'is_dnd_customer'>) => ({ DND: row.is_dnd, DNDCustomer: row.is_dnd_customer });

/** How a case's contacts read: masked when either do-not-disturb flag is set (the request rule, core/privacy). */
export function caseContactView(row: Pick<CaseRow, 'is_dnd' | 'is_dnd_customer' | 'phone' | 'request_json'>): ContactView {
  const additionals = row.request_json.additionals;
  return rowContactView({
    is_dnd: row.is_dnd || row.is_dnd_customer,
    phone: row.phone,
    additionals: additionals && typeof additionals === 'object' ? (additionals as Record<string, unknown>) : null,
  });
}
