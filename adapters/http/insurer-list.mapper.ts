import { isHomeVisit } from '../../core/appointments/visit-type.ts';
import type { InsurerAppointment, InsurerListQuery, ReportZipRequest } from '../../core/appointments/insurer-list.port.ts';
import { isDoNotDisturb } from '../../core/history/history-page.ts';
import type { components as Insurance } from '../../openapi/generated/insurance.ts';

type WireRow = Insurance['schemas']['InsurerAppointment'];
type WireBody = Insurance['schemas']['InsurerAppointmentsRequest'];

const orNull = <T>(value: T | null | undefined): T | null => (value === undefined ? null : value);

/** An insurance/appointments/ body from a list or export query (spec 1 §7). */
export function toInsurerListBody(q: InsurerListQuery): WireBody {
  return {
    isLabwise: false,
    ...(q.scope.corporateIds.length > 0 ? { corporateIDs: [...q.scope.corporateIds] } : {}),
    fetchByDate: q.range !== null,
    fromDateOfAppointment: q.range?.startDate ?? null,
    toDateOfAppointment: q.range?.endDate ?? null,
    paginationBasedDetail: { pageNumber: q.page, recordsPerPage: q.pageSize },
    searchType: 'AllAppointment',
    serviceType: 'Labs',
    sortDetails: { sortByField: q.sort.field, isDescending: q.sort.descending },
    roleId: q.scope.roleId,
    userId: q.scope.userId,
    ...(q.scope.agentId ? { agentId: q.scope.agentId } : {}),
    isExportData: q.isExport === true,
    isEsales: false,
    ...q.search,
  };
}

/** One wire row as the insurer list reads it. */
export function toInsurerAppointment(w: WireRow): InsurerAppointment {
  const c = w.customerDetails;
  const a = w.appointmentDetails;
  return {
    requestId: c.requestID,
    employeeId: orNull(c.empId),
    email: orNull(c.email),
    phone: orNull(c.phonePrimary),
    name: c.name,
    corporateName: orNull(c.corporateName),
    maid: orNull(c.maid),
    gender: orNull(c.gender),
    age: orNull(c.age),
    productName: orNull(a.productName),
    isHomeVisit: isHomeVisit(a.visitType),
    providerName: orNull(a.providerName),
    city: orNull(a.dcCity),
    doNotDisturb: isDoNotDisturb(a.additionals ?? {}),
    source: orNull(a.source),
    sourceName: orNull(a.sourceName),
    statusId: w.labeling.currentStatusId,
    statusText: w.labeling.currentStatusText,
    priority: orNull(w.labeling.priority),
    appointmentOn: orNull(w.labeling.formattedfulfillmentDate),
    createdOn: orNull(w.labeling.createdOn),
    remarks: orNull(w.remarks),
  };
}

/** The integration DownloadFile body: the window in ISO and in Unix seconds (the server reads the seconds). */
export function toReportZipBody(r: ReportZipRequest) {
  return {
    ZipFileName: r.zipFileName,
    EntityRelationId: [...r.entityRelationIds],
    ApprovalStartTime: r.start.toISOString(),
    ApprovalEndTime: r.end.toISOString(),
    ApprovalStartTimeInUnix: Math.floor(r.start.getTime() / 1000),
    ApprovalEndTimeInUnix: Math.floor(r.end.getTime() / 1000),
  };
}
