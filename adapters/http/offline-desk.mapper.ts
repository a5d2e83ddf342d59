import type { OfflineCalendarDay, OfflineListQuery, OfflineRequest, OfflineTabCounts, OfflineUpdateItem } from '../../core/consults/offline-desk.port.ts';
import { isOfflineAction, OFFLINE_ACTION_LABEL } from '../../core/consults/offline-actions.ts';
import { OfflineSubTab } from '../../core/consults/offline-tabs.ts';
import type { components as Central } from '../../openapi/generated/medibuddyCentral.ts';
import { toListBody } from './lab-desk.mapper.ts';

type WireRow = Central['schemas']['ProviderRequest'];
type WireListBody = Central['schemas']['RequestDetailsRequest'];
type WireUpdate = Central['schemas']['RequestUpdate'];
type WireDay = Central['schemas']['DaySlot'];

/** The offline desk's service name on the wire. */
export const OFFLINE_CONSULTS = 'OFFLINE_CONSULTS' as const;

/**
 * A RequestDetails / ExportRequestDetails body for an offline tab: the lab body's fields (one
 * mapping of scope, window, paging, sort and search) with the offline service, the tab as
 * sourcePage and the sub-tab as subPage.
 */
export function toOfflineListBody(q: OfflineListQuery): WireListBody {
  const lab = toListBody({ scope: q.scope, tabNumber: q.tab, range: q.range, page: q.page, rows: q.rows, sort: q.sort, highSlaOnly: q.pastSlaOnly === true, ...(q.search ? { search: q.search } : {}) });
  return { ...lab, services: OFFLINE_CONSULTS, subPage: q.subTab };
}

/** A wire row as the offline lists read it; actions outside the spec's set are dropped (spec 3 §4.1). */
export function toOfflineRequest(w: WireRow): OfflineRequest {
  const packageIds = w.orderItemProductIds?.length ? w.orderItemProductIds : w.orderItemProductId != null ? [w.orderItemProductId] : [];
  return {
    id: w.id,
    employeeId: w.employeeId ?? null,
    patientName: w.patientName,
    dob: w.dob ?? null,
    gender: w.gender ?? null,
    primaryEntityName: w.primaryEntityName ?? null,
    addressLine1: w.addressLine1 ?? null,
    phone: w.phone ?? null,
    packageIds,
    packageName: w.packageName ?? null,
    doctorName: w.doctorName ?? null,
    doctorId: w.doctorId ?? null,
    consultationFee: w.consultationFee ?? w.totalAmount ?? null,
    fulfillmentDate: new Date(w.fulfillmentDate),
    priorityId: w.priorityId,
    providerId: w.currentProvider ?? null,
    providerName: w.providerName ?? null,
    contractId: w.contractId ?? null,
    statusId: w.statusID,
    displayStatus: w.displayStatus,
    remarks: w.remarks ?? null,
    nextActions: w.nextActions.flatMap((n) =>
      isOfflineAction(n.action) ? [{ action: n.action, label: n.label ?? OFFLINE_ACTION_LABEL[n.action], disabledReason: n.disabledReason ?? null }] : [],
    ),
    modifiedOn: new Date(w.modifiedOn),
  };
}

const SUB_TABS = Object.values(OfflineSubTab) as string[];

type WireCount = { count: number; pastSla?: number };

/** The counters (and past-SLA counts) by tab number and sub-tab value; unknown entries are ignored. */
export function toTabCounts(wire: { tabs: ({ sourcePage: number } & WireCount)[]; subTabs: ({ subPage: string } & WireCount)[] }): OfflineTabCounts {
  const known = {
    tabs: wire.tabs.filter((t) => t.sourcePage >= 1 && t.sourcePage <= 5).map((t) => [t.sourcePage, t] as const),
    subTabs: wire.subTabs.filter((s) => SUB_TABS.includes(s.subPage)).map((s) => [s.subPage, s] as const),
  };
  const pick = (entries: readonly (readonly [number | string, WireCount])[], read: (c: WireCount) => number) =>
    Object.fromEntries(entries.map(([key, c]) => [key, read(c)]));
  return {
    tabs: pick(known.tabs, (c) => c.count),
    subTabs: pick(known.subTabs, (c) => c.count),
    pastSla: { tabs: pick(known.tabs, (c) => c.pastSla ?? 0), subTabs: pick(known.subTabs, (c) => c.pastSla ?? 0) },
  };
}

/** An updateRequests item from a dialog's item. */
export function toWireOfflineUpdate(item: OfflineUpdateItem): WireUpdate {
  return {
    requestId: item.requestId,
    action: item.action,
    remarks: item.remarks,
    ...(item.userFeedback ? { userFeedback: item.userFeedback as WireUpdate['userFeedback'] } : {}),
    ...(item.scheduledAppointmentDate ? { scheduledAppointmentDate: item.scheduledAppointmentDate } : {}),
    ...(item.doctorId ? { doctorId: item.doctorId } : {}),
    ...(item.reports ? { attachFiles: { reports: { ...item.reports } } } : {}),
  };
}

/** A calendar day as the dialog reads it. */
export function toCalendarDay(d: WireDay): OfflineCalendarDay {
  return {
    dateString: d.dateString,
    dayOfWeek: d.workingDaySlots.dayOfWeek,
    noSlotReason: d.noSlotReason ?? null,
    slots: d.workingDaySlots.slots.map((s) => ({
      slotStartDateTime: s.slotStartDateTime,
      slotEndDateTime: s.slotEndDateTime,
      capacity: s.capacity ?? 1,
      placesLeft: s.placesLeft ?? 1,
      heldByYou: s.heldByYou === true,
    })),
  };
}
