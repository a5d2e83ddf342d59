import type {
  CommunicationItem,
  HistoryFilesPort,
  RequestHistoryPort,
  RequestHistoryRecord,
  ResendOutcome,
  ResendRecipient,
  ResendRequest,
} from '../../../core/history/request-history.port.ts';
import type { Toaster } from '../../components/toast/toaster.ts';

/** A lab request confirmed, attended and submitted with a bill and a report; DND customer; PPMC. */
export function historyRecord(overrides: Partial<RequestHistoryRecord['details']> = {}, statuses?: RequestHistoryRecord['statuses']): RequestHistoryRecord {
  return {
    requestId: 10000769,
    details: {
      visitType: 'Home_Visit', providerId: 102, providerName: 'Apollo Diagnostics - Andheri', appointmentDate: '2026-11-22T04:00:00.000Z',
      firstAppointmentDate: '2026-11-22T04:00:00.000Z', secondAppointmentDate: null, patientName: 'Bhavana Gupta', gender: 'F', dob: '1990-05-10',
      employeeID: 'GTX1', relation: 'Self', employeeMailID: 'bhavana@mail.test', contactNo: '73040*****', addressLine1: 'Flat 2, Lake View',
      addressLine2: 'Andheri', productName: 'PPMC Level 1', productType: 9782, isPaid: false, maid: 'MA1', grade: 'A', doctorName: null,
      clientLocation: 'Mumbai HQ', agentName: null, agentMobileNumber: null, agentCode: null, primaryEntityId: 201, primaryEntityName: 'Kaveri Software',
      priorityName: 'HNI', lineAmount: 3200, cashlessAmount: 3200, testCategory: 'PPMC, Lab Test', sourceType: 'PPMC', sourceName: 'Bharat Shield',
      fileSourceId: 1000042, additionals: { ProposalNumber: 'PRP1', PinCode: '400053', DND: true, DNDCustomer: true },
      ...overrides,
    },
    statuses: statuses ?? [
      { statusId: 22, status: 'New Appointment Request', date: '2026-11-20T04:00:00.000Z', remarks: 'Case received', createdBy: 'EDW File', doctorQualification: null, attachments: null, correspondences: [] },
      { statusId: 23, status: 'Confirmed by Medical Center', date: '2026-11-21T04:00:00.000Z', remarks: ' ', createdBy: 'Ravi Kumar', doctorQualification: null, attachments: null,
        correspondences: [{ id: 5, typeValue: 'Call', callTypeValue: 'Outbound', callStatusValue: 'Call back later', comment: 'Asked for a callback', createdOn: '2026-11-21T05:00:00.000Z', files: { c1: 'Call notes.pdf' } }] },
      { statusId: 37, status: 'Info submitted', date: '2026-11-22T06:00:00.000Z', remarks: 'Reports uploaded', createdBy: 'Ravi Kumar', doctorQualification: null,
        attachments: { bills: { b1: 'Invoice.pdf' }, reports: { r1: 'Blood report.pdf' } }, correspondences: [] },
    ],
    requestDCLocation: 'Andheri, Mumbai',
    primaryContactName: 'Bhavana Gupta',
    primaryContactNo: '73040*****',
    primaryEmail: 'bhavana@mail.test',
    fitUnfit: null,
  };
}

export const sms: CommunicationItem = {
  id: 6, sentOn: '2026-11-22T06:00:01.000Z', isDelivered: true, currentStatus: 'Logged', channel: 'SMS', recipient: '73040*****',
  body: 'Your request is now Attended', messageId: '6', statusText: 'Attended', statusId: 32,
};
export const email: CommunicationItem = { ...sms, id: 5, channel: 'Email', recipient: 'bhavana@mail.test', body: null, messageId: '5' };

/** A RequestHistoryPort in memory that records what it was asked. */
export class FakeHistoryPort implements RequestHistoryPort {
  record: RequestHistoryRecord | Error = historyRecord();
  items: CommunicationItem[] | Error = [sms, email];
  resendAnswer: ResendOutcome | Error = { ok: true };
  /** Whom the server offers, masked as a DND customer's contacts arrive. */
  recipients: ResendRecipient[] | Error = [
    { id: 'email', display: 'bh*****@mail.test', source: 'customer' },
    { id: 'sent-3', display: 'bh***@mail.test', source: 'earlier' },
  ];
  recipientsAsked: [number, number][] = [];
  resent: ResendRequest[] = [];
  asked: number[] = [];

  async history(requestId: number) {
    this.asked.push(requestId);
    if (this.record instanceof Error) throw this.record;
    return this.record;
  }
  async communications() {
    if (this.items instanceof Error) throw this.items;
    return this.items;
  }
  async emailBody(messageId: string) {
    return `<html><body>Mail ${messageId}</body></html>`;
  }
  async resendRecipients(requestId: number, messageId: number) {
    this.recipientsAsked.push([requestId, messageId]);
    if (this.recipients instanceof Error) throw this.recipients;
    return this.recipients;
  }
  async resend(request: ResendRequest) {
    this.resent.push(request);
    if (this.resendAnswer instanceof Error) throw this.resendAnswer;
    return this.resendAnswer;
  }
}

/** A HistoryFilesPort in memory. */
export class FakeFilesPort implements HistoryFilesPort {
  calls: string[] = [];
  async previewUrl(fileId: string, providerId: number) {
    this.calls.push(`url ${fileId} ${providerId}`);
    return `https://files.test/${fileId}?sig=1&preview=true`;
  }
  async fileBytes(fileId: string, fileName: string) {
    this.calls.push(`bytes ${fileId} ${fileName}`);
    return new Blob([`bytes of ${fileId}`]);
  }
}

/** A Toaster that remembers what it said. */
export class RecordingToaster implements Toaster {
  said: string[] = [];
  success(m: string) {
    this.said.push(`success: ${m}`);
  }
  error(m: string) {
    this.said.push(`error: ${m}`);
  }
  info(m: string) {
    this.said.push(`info: ${m}`);
  }
}
