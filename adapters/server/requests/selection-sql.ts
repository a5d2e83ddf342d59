import type { RequestSelection, SlaSqlTerm, SortColumn } from './selection.ts';
import { emailSearchSql, phoneSearchSql } from '../store/contact-search.sql.ts';

/** Escapes LIKE wildcards so a typed '%' or '_' matches itself. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The WHERE clause of a selection over `appointment_request r`, with its parameters appended to
 * `params`: every value is a parameter, never text in the SQL. The scope and tab terms come first
 * (provider, status, fulfillment date: what the tab index covers; corporate for insurer lists);
 * the rest narrow them.
 */
export function whereClause(sel: RequestSelection, params: unknown[] = []): { sql: string; params: unknown[] } {
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const terms: string[] = [];
  if (sel.providerIds) terms.push(`r.provider_id = ANY(${p(sel.providerIds)}::int[])`);
  if (sel.statusIds) terms.push(`r.status_id = ANY(${p(sel.statusIds)}::int[])`);
  if (sel.corporateIds) terms.push(`r.corporate_id = ANY(${p(sel.corporateIds)}::int[])`);
  terms.push(`r.service = ${p(sel.service)}`);
  if (sel.agentCode !== undefined) terms.push(`r.agent_code = ${p(sel.agentCode)}`);
  if (sel.contractIds) terms.push(`r.contract_id = ANY(${p(sel.contractIds)}::int[])`);
  if (sel.from) terms.push(`r.fulfillment_date >= ${p(sel.from)}`);
  if (sel.to) terms.push(`r.fulfillment_date < ${p(sel.to)}`);
  if (sel.priority !== undefined) terms.push(`r.priority_id = ${p(sel.priority)}`);
  if (sel.sla) terms.push(slaPredicate(sel.sla, params));
  if (sel.requestIds) terms.push(`r.id = ANY(${p(sel.requestIds)}::bigint[])`);
  if (sel.employeeIds) terms.push(`r.employee_id = ANY(${p(sel.employeeIds)}::text[])`);
  if (sel.maid) terms.push(`r.maid = ${p(sel.maid)}`);
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

/**
 * Whether a row of `appointment_request r` is past one of the SLA terms, with the terms' values
 * appended to `params`: the one SQL form of core's SLA rule, used by the past-SLA filter and the
 * breach counts alike. No terms: no row is late.
 */
export function slaPredicate(terms: readonly SlaSqlTerm[], params: unknown[]): string {
  if (terms.length === 0) return 'FALSE';
  const p = (value: unknown) => `$${params.push(value)}`;
  return `(${terms.map((t) => `(r.status_id = ANY(${p(t.statusIds)}::int[]) AND r.${t.column} <= ${p(t.atOrBefore)})`).join(' OR ')})`;
}

/** The sort columns of a selection, most significant first; id last so every order is total. */
export function sortColumns(sel: RequestSelection): (SortColumn | 'id')[] {
  if (sel.sort.column === 'priority_id') return ['priority_id', 'fulfillment_date', 'id'];
  return [sel.sort.column, 'id'];
}

/** ORDER BY for a table alias; every column goes the same way so keyset row comparisons work. */
export function orderBy(sel: RequestSelection, alias: string): string {
  const dir = sel.sort.descending ? 'DESC' : 'ASC';
  return sortColumns(sel).map((c) => `${alias}.${c} ${dir}`).join(', ');
}
