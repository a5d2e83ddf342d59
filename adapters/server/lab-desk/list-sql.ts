import type { ListSelection } from './list-selection.ts';
import { emailSearchSql, phoneSearchSql } from '../store/contact-search.sql.ts';

/** Escapes LIKE wildcards so a typed '%' or '_' matches itself. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The WHERE clause of a selection over `appointment_request r`, with its parameters. The leading
 * terms (provider, status, fulfillment date) are what the tab index covers; the rest narrow it.
 */
export function whereClause(sel: ListSelection, params: unknown[] = []): { sql: string; params: unknown[] } {
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const terms = [`r.provider_id = ANY(${p(sel.providerIds)}::int[])`, `r.status_id = ANY(${p(sel.statusIds)}::int[])`, `r.service = 'LABS'`];
  if (sel.from) terms.push(`r.fulfillment_date >= ${p(sel.from)}`);
  if (sel.to) terms.push(`r.fulfillment_date < ${p(sel.to)}`);
  if (sel.priority !== undefined) terms.push(`r.priority_id = ${p(sel.priority)}`);
  if (sel.sla) terms.push(`r.${sel.sla.column} <= ${p(sel.sla.atOrBefore)}`);
  if (sel.requestIds) terms.push(`r.id = ANY(${p(sel.requestIds)}::bigint[])`);
  if (sel.employeeIds) terms.push(`r.employee_id = ANY(${p(sel.employeeIds)}::text[])`);
  if (sel.patientName) terms.push(`r.patient_name ILIKE ${p(`%${likeLiteral(sel.patientName)}%`)}`);
  // Searches follow the core privacy rule: they never reveal what masking hides.
  if (sel.contactNumber) terms.push(phoneSearchSql('r', p(`%${likeLiteral(sel.contactNumber)}%`)));
  if (sel.emailId) {
    // A whole address is looked up exactly (the lower(email) index); a fragment matches anywhere.
    terms.push(emailSearchSql('r', /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(sel.emailId)
      ? `lower(r.email) = ${p(sel.emailId)}`
      : `lower(r.email) LIKE ${p(`%${likeLiteral(sel.emailId)}%`)}`));
  }
  return { sql: terms.join(' AND '), params };
}

/** The sort columns of a selection, most significant first; id last so every order is total. */
export function sortColumns(sel: ListSelection): string[] {
  if (sel.sort.column === 'priority_id') return ['priority_id', 'fulfillment_date', 'id'];
  return [sel.sort.column, 'id'];
}

/** ORDER BY for a table alias; every column goes the same way so keyset row comparisons work. */
export function orderBy(sel: ListSelection, alias: string): string {
  const dir = sel.sort.descending ? 'DESC' : 'ASC';
  return sortColumns(sel).map((c) => `${alias}.${c} ${dir}`).join(', ');
}

/** The row columns a list and the export read, over `appointment_request r`, `provider p`, `corporate c`. */
export const ROW_COLUMNS = `r.id, r.parent_request_id, r.order_id, r.employee_id, r.patient_name, to_char(r.dob, 'YYYY-MM-DD') AS dob, r.gender,
  r.corporate_id, c.name AS corporate_name, r.address_line1, r.address_line2, r.city, r.pin_code, r.phone, r.email, r.is_dnd,
  r.package_ids, r.package_name, r.test_category, r.fulfillment_date, r.visit_type, r.priority_id, r.provider_id,
  p.name AS provider_name, p.parent_id AS provider_parent_id, r.contract_id, r.status_id, r.remarks, r.created_on, r.modified_on`;

/** The FROM part that joins a row's provider and corporate. */
export const ROW_JOINS = `JOIN provider p ON p.id = r.provider_id LEFT JOIN corporate c ON c.id = r.corporate_id`;
