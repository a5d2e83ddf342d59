import { LAB_TABS, LabTab, labTabByNumber } from '../../../core/appointments/tabs.ts';
import { ALL_STATUS_IDS } from '../../../core/appointments/status-catalogue.ts';
import { dayRangeInstants } from '../../../core/appointments/date-presets.ts';
import { labSlaTerms } from '../../../core/appointments/sla.ts';
import { badRequest } from '../http/api-error.ts';
import type { components } from '../../../openapi/generated/medibuddyCentral.ts';
import { SORT_COLUMN, slaSqlTerms, type RequestSelection, type SlaSqlTerm } from '../requests/selection.ts';

export type ListBody = components['schemas']['RequestDetailsRequest'];

/** A list's selection, and the SLA terms its breach count reads (none where the list has no SLA). */
export interface CountedSelection extends RequestSelection {
  pastSlaTerms: SlaSqlTerm[];
}

/** A lab tab's selection: the requests it holds, and the tab whose display rules its rows follow. */
export interface ListSelection extends CountedSelection {
  tab: LabTab;
}

/**
 * Reads a lab RequestDetails body into a selection: the tab's status ids (all of them for a
 * top-bar search), the tab's SLA terms (its breach count; with Priority Cases, its filter: a tab
 * without SLA then holds no row), and the terms every desk shares.
 */
export function listSelection(body: ListBody, providerIds: number[], now: Date): ListSelection {
  const info = labTabByNumber(body.sourcePage);
  if (!info) throw badRequest('body/sourcePage must be a lab tab number (1 to 10)');
  if (body.subPage) throw badRequest('body/subPage is for offline consults only');
  const tab = body.isSearch ? LabTab.ALL_APPOINTMENTS : info.tab;
  const statusIds = [...(tab === LabTab.ALL_APPOINTMENTS ? ALL_STATUS_IDS : LAB_TABS[tab].statusIds)];
  const pastSlaTerms = slaSqlTerms(labSlaTerms(tab, now));
  return {
    ...bodyTerms(body, 'LABS', providerIds),
    tab,
    statusIds,
    pastSlaTerms,
    ...(body.fetchHighSLACases ? { sla: pastSlaTerms } : {}),
  };
}

/**
 * The terms of a RequestDetails body every desk reads alike: India-day boundaries computed here so
 * SQL compares fulfillment_date directly (no per-row time-zone conversion), priority, the search
 * terms and the sort.
 */
export function bodyTerms(body: ListBody, service: RequestSelection['service'], providerIds: number[]): RequestSelection {
  let from: Date | undefined;
  let to: Date | undefined;
  if (body.startDate && body.endDate && body.startDate > body.endDate) throw badRequest('body/startDate must not be after body/endDate');
  if (body.startDate) from = dayRangeInstants({ startDate: body.startDate, endDate: body.startDate }).from;
  if (body.endDate) to = dayRangeInstants({ startDate: body.endDate, endDate: body.endDate }).to;

  const search = body.searchParam ?? {};
  const trimmed = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : v.trim());
  const patientName = trimmed(search.patientName);
  if (patientName !== undefined && patientName.length < 3) throw badRequest('body/searchParam/patientName must NOT have fewer than 3 characters');

  return {
    service,
    providerIds,
    from,
    to,
    priority: body.priority ? body.priority : undefined,
    requestIds: search.requestIds?.length ? search.requestIds : undefined,
    employeeIds: search.employeeIds?.length ? search.employeeIds.map((e) => e.trim()) : undefined,
    patientName,
    contactNumber: trimmed(search.contactNumber),
    emailId: trimmed(search.emailId)?.toLowerCase(),
    sort: { column: SORT_COLUMN[body.sortByField ?? 'FulfillmentDate'], descending: body.isDescending ?? false },
  };
}
