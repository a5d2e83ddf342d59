import { isHomeVisit } from '../../core/appointments/visit-type.ts';
import type { LabListQuery, LabRequest, LabUpdateItem, PackageGroup, StoredFile } from '../../core/appointments/lab-desk.port.ts';
import type { components as Central } from '../../openapi/generated/medibuddyCentral.ts';
import type { components as Provider } from '../../openapi/generated/provider.ts';

type WireRow = Central['schemas']['ProviderRequest'];
type WireListBody = Central['schemas']['RequestDetailsRequest'];
type WireUpdate = Central['schemas']['RequestUpdate'];

/** The lab desk's service name on the wire. */
export const LABS = 'LABS' as const;

/** A RequestDetails / ExportRequestDetails body from a list query (spec 1 §7). */
export function toListBody(q: LabListQuery): WireListBody {
  return {
    userId: q.scope.userId,
    services: LABS,
    sourcePage: q.tabNumber,
    providerId: q.scope.providerId,
    fetchForProviders: [...q.scope.fetchForProviders],
    startDate: q.range?.startDate ?? null,
    endDate: q.range?.endDate ?? null,
    priority: 0,
    rows: q.rows,
    pageNumber: q.page,
    sortByField: q.sort.field,
    isDescending: q.sort.descending,
    isSearch: q.search !== undefined,
    fetchHighSLACases: q.highSlaOnly,
    ...(q.search
      ? {
          searchParam: {
            ...(q.search.requestIds ? { requestIds: [...q.search.requestIds] } : {}),
            ...(q.search.employeeIds ? { employeeIds: [...q.search.employeeIds] } : {}),
            ...(q.search.patientName ? { patientName: q.search.patientName } : {}),
            ...(q.search.contactNumber ? { contactNumber: q.search.contactNumber } : {}),
            ...(q.search.emailId ? { emailId: q.search.emailId } : {}),
          },
        }
      : {}),
  };
}

/** A wire row as the lab lists read it. */
export function toLabRequest(w: WireRow): LabRequest {
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
    testCategory: w.testCategory ?? null,
    fulfillmentDate: new Date(w.fulfillmentDate),
    isHomeVisit: isHomeVisit(w.visitType ?? w.fulfillmentType),
    priorityId: w.priorityId,
    providerId: w.currentProvider ?? null,
    providerName: w.providerName ?? null,
    contractId: w.contractId ?? null,
    statusId: w.statusID,
    remarks: w.remarks ?? null,
    nextActions: w.nextActions.map((n) => ({ action: n.action, label: n.label ?? null })),
    createdOn: new Date(w.createdOn),
    modifiedOn: new Date(w.modifiedOn),
  };
}

/** An updateRequests item from a dialog's item. */
export function toWireUpdate(item: LabUpdateItem): WireUpdate {
  return {
    requestId: item.requestId,
    action: item.action,
    remarks: item.remarks,
    ...(item.userFeedback ? { userFeedback: item.userFeedback as WireUpdate['userFeedback'] } : {}),
    ...(item.reports ? { attachFiles: { reports: { ...item.reports } } } : {}),
  };
}

/** The package popup's groups: tests gathered under their group name, in first-seen order. */
export function toPackageGroups(groups: Provider['schemas']['PackageTestGroup'][]): PackageGroup[] {
  const byName = new Map<string, string[]>();
  for (const g of groups) {
    const tests = byName.get(g.groupName) ?? [];
    for (const t of g.tests) if (!tests.includes(t.name)) tests.push(t.name);
    byName.set(g.groupName, tests);
  }
  return [...byName].map(([groupName, tests]) => ({ groupName, tests }));
}

/** The reports attached anywhere in a request's status history, each once by its key (the last name wins). */
export function attachedReports(statusHistory: readonly { attachments?: { reports?: Record<string, string> } | null }[] | null | undefined): StoredFile[] {
  const seen = new Map<string, string>();
  for (const step of statusHistory ?? []) {
    for (const [key, name] of Object.entries(step.attachments?.reports ?? {})) seen.set(key, name);
  }
  return [...seen].map(([key, name]) => ({ key, name }));
}
