import type { ContactView } from '../../../core/privacy/contact-view.ts';
import type { AuthContext } from '../http/auth-context.ts';
import { rowContactView } from '../store/row-contact-view.ts';
import type { Db } from '../store/db.ts';
import { notInScope } from './request-scope.ts';

/** One stored e-sales case (013_esales_cases.sql) with its corporate's name. */
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
  created_on: Date;
}

/** A case by id, or undefined when there is none. */
export async function findCase(db: Db, id: number): Promise<CaseRow | undefined> {
  if (!Number.isSafeInteger(id)) return undefined;
  const [row] = await db.query<CaseRow>(
    `SELECT c.id::int AS id, c.equote, c.corporate_id, p.name AS corporate_name, c.customer_name,
            c.phone, c.email, c.member_id, c.application_no, c.request_json, c.error, c.is_dnd, c.is_dnd_customer,
            c.order_id::float8 AS order_id, c.request_id::int AS request_id, c.created_on
       FROM esales_case c LEFT JOIN corporate p ON p.id = c.corporate_id WHERE c.id = $1`,
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
