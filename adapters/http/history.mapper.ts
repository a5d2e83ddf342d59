import { communicationType } from '../../core/history/communication-counts.ts';
import type {
  CommunicationItem,
  HistoryCorrespondence,
  HistoryDetails,
  HistoryStatus,
  RequestHistoryRecord,
} from '../../core/history/request-history.port.ts';
import type { StatusFiles } from '../../core/history/report-visibility.ts';
import type { components as Insurance } from '../../openapi/generated/insurance.ts';

type WireHistory = Insurance['schemas']['RequestHistory'];
type WireInfo = Insurance['schemas']['RequestHistoryInformation'];
type WireStatus = Insurance['schemas']['StatusHistoryItem'];
type WireCorrespondence = Insurance['schemas']['Correspondence'];
type WireCommunication = Insurance['schemas']['CommunicationDetail'];

const orNull = <T>(value: T | null | undefined): T | null => (value === undefined ? null : value);

function toFiles(files: WireStatus['attachments']): StatusFiles | null {
  if (!files) return null;
  const out: StatusFiles = {};
  if (files.bills) out.bills = { ...files.bills };
  if (files.reports) out.reports = { ...files.reports };
  return out;
}

function toCorrespondence(w: WireCorrespondence): HistoryCorrespondence {
  return {
    id: w.id,
    typeValue: orNull(w.correspondenceTypeValue),
    callTypeValue: orNull(w.callTypeValue),
    callStatusValue: orNull(w.callStatusValue),
    comment: orNull(w.comment),
    createdOn: w.createdOn,
    files: { ...(w.attachFiles?.correspondencereports ?? {}) },
  };
}

function toStatus(w: WireStatus): HistoryStatus {
  return {
    statusId: w.statusId,
    status: w.status,
    date: w.date,
    remarks: orNull(w.remarks),
    createdBy: orNull(w.requestCreatedBy),
    doctorQualification: orNull(w.doctorQualification),
    attachments: toFiles(w.attachments),
    correspondences: (w.correspondences ?? []).map(toCorrespondence),
  };
}

function toDetails(w: WireInfo): HistoryDetails {
  return {
    visitType: w.visitType,
    providerId: orNull(w.providerId),
    providerName: orNull(w.providerName),
    appointmentDate: orNull(w.appointmentDate),
    firstAppointmentDate: orNull(w.firstAppointmentDate),
    secondAppointmentDate: orNull(w.secondAppointmentDate),
    patientName: w.patientName,
    gender: orNull(w.gender),
    dob: orNull(w.dob),
    employeeID: orNull(w.employeeID),
    relation: orNull(w.relation),
    employeeMailID: orNull(w.employeeMailID),
    contactNo: orNull(w.contactNo),
    addressLine1: orNull(w.addressLine1),
    addressLine2: orNull(w.addressLine2),
    productName: orNull(w.productName),
    productType: orNull(w.productType),
    isPaid: orNull(w.isPaid),
    maid: orNull(w.maid),
    grade: orNull(w.grade),
    doctorName: orNull(w.doctorName),
    clientLocation: orNull(w.clientLocation),
    agentName: orNull(w.agentName),
    agentMobileNumber: orNull(w.agentMobileNumber),
    agentCode: orNull(w.agentCode),
    primaryEntityId: orNull(w.primaryEntityId),
    primaryEntityName: orNull(w.primaryEntityName),
    priorityName: orNull(w.priorityForRequest?.priorityName),
    lineAmount: orNull(w.lineAmount),
    cashlessAmount: orNull(w.cashlessAmount),
    testCategory: orNull(w.testCategory),
    sourceType: orNull(w.sourceType),
    sourceName: orNull(w.sourceName),
    fileSourceId: orNull(w.fileSourceId),
    additionals: { ...(w.additionals ?? {}) },
  };
}

/** showHistory's requestHistory as the history page reads it. */
export function toRequestHistory(w: WireHistory): RequestHistoryRecord {
  return {
    requestId: w.requestId,
    details: toDetails(w.additionalInformation),
    statuses: w.statusHistory.map(toStatus),
    requestDCLocation: orNull(w.requestDCLocation),
    primaryContactName: orNull(w.primaryContactName),
    primaryContactNo: orNull(w.primaryContactNo),
    primaryEmail: orNull(w.primaryEmail),
    fitUnfit: orNull(w.fitUnfit),
  };
}

/** One communicationHistory item; the wire's 'reciever' is read as the recipient. */
export function toCommunicationItem(w: WireCommunication): CommunicationItem {
  return {
    id: w.id,
    sentOn: w.communicationSentDate,
    isDelivered: w.isDelivered,
    currentStatus: w.currentStatus,
    channel: communicationType(w.communicationTypeValue),
    recipient: orNull(w.reciever),
    body: orNull(w.body),
    messageId: orNull(w.messageId),
    statusText: orNull(w.status),
    statusId: orNull(w.statusId),
  };
}
