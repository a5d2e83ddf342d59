import type { SlaTerm, SlaTimes } from '../../../core/appointments/sla.ts';

/**
 * The columns a list can be sorted by, by the contract's sortByField (RequestDetails and the
 * insurer list name them alike; only the insurer offers CreatedDate).
 */
export const SORT_COLUMN = {
  FulfillmentDate: 'fulfillment_date',
  ModificationDate: 'modified_on',
  Priority: 'priority_id',
  CreatedDate: 'created_on',
} as const;

export type SortField = keyof typeof SORT_COLUMN;
export type SortColumn = (typeof SORT_COLUMN)[SortField];

/** The columns an SLA reference instant may live in. */
export type SlaColumn = 'created_on' | 'fulfillment_date' | 'modified_on';

/** Which column holds each SLA reference instant of core. */
const SLA_COLUMN = { createdOn: 'created_on', fulfillmentDate: 'fulfillment_date', modifiedOn: 'modified_on' } as const satisfies Record<keyof SlaTimes, SlaColumn>;

/** One of core's SLA terms as SQL reads it: a row of these statuses is late when its column is at or before the cutoff. */
export interface SlaSqlTerm {
  statusIds: readonly number[];
  column: SlaColumn;
  atOrBefore: Date;
}

/** Core's SLA terms (sla.ts) in SQL's words. */
export function slaSqlTerms(terms: readonly SlaTerm[]): SlaSqlTerm[] {
  return terms.map((t) => ({ statusIds: t.statusIds, column: SLA_COLUMN[t.from], atOrBefore: t.atOrBefore }));
}

/**
 * Everything that decides which appointment requests a list, search or export holds, and in what
 * order: built from a checked body by each caller (lab desk, insurer list, and next the e-sales
 * queue and offline consults), turned into SQL in one place (selection-sql.ts). Every term is
 * optional except the service and the sort; several terms narrow the result (AND). The scope
 * terms (providers, corporates, agent) come from the caller's session, never from the body alone.
 */
export interface RequestSelection {
  service: 'LABS' | 'OFFLINE_CONSULTS';
  /** A provider tree (the lab desk's scope), or the insurer's provider filter. */
  providerIds?: number[];
  /** The insurer's corporates. */
  corporateIds?: number[];
  /** An insurer agent sees only the requests booked under the agent's code. */
  agentCode?: string;
  statusIds?: number[];
  contractIds?: number[];
  /** fulfillment_date from (inclusive) and to (exclusive): India days already turned into instants. */
  from?: Date;
  to?: Date;
  priority?: number;
  /** Past SLA only: rows late by one of these terms (none: no row). */
  sla?: readonly SlaSqlTerm[];
  requestIds?: number[];
  employeeIds?: string[];
  maid?: string;
  /** A case-insensitive fragment of the name. */
  patientName?: string;
  /** A fragment of the phone number (see selection-sql.ts for do-not-disturb customers). */
  contactNumber?: string;
  /** A whole address (exact) or a fragment, in lower case. */
  emailId?: string;
  sort: { column: SortColumn; descending: boolean };
}

/**
 * Every filter term of a selection. A Record, so a term added to RequestSelection must be added
 * here too, where the per-day counts (request-store.ts) see that they do not answer it.
 */
export const FILTER_TERMS: Readonly<Record<Exclude<keyof RequestSelection, 'service' | 'sort'>, true>> = {
  providerIds: true, corporateIds: true, agentCode: true, statusIds: true, contractIds: true, from: true, to: true, priority: true,
  sla: true, requestIds: true, employeeIds: true, maid: true, patientName: true, contactNumber: true, emailId: true,
};

/** Whether a selection looks for particular requests rather than reading a window of a tab. */
export function isSearchSelection(sel: RequestSelection): boolean {
  return Boolean(sel.requestIds || sel.employeeIds || sel.maid || sel.patientName || sel.contactNumber || sel.emailId || sel.sla);
}
