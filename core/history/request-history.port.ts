import type { InsurerContractId } from '../appointments/contracts.ts';
import type { FileContent } from '../files/file-content.ts';
import type { CommunicationType } from './communication-counts.ts';
import type { StatusFiles } from './report-visibility.ts';

/** A map of stored file id to the file's display name. */
export type FileNames = Readonly<Record<string, string>>;

/** A call or note logged against a status of a request (spec 1 §3 "Correspondence (read)"). */
export interface HistoryCorrespondence {
  readonly id: number;
  readonly typeValue: string | null;
  readonly callTypeValue: string | null;
  readonly callStatusValue: string | null;
  readonly comment: string | null;
  /** ISO instant. */
  readonly createdOn: string;
  /** attachFiles.correspondencereports. */
  readonly files: FileNames;
}

/** One step of a request's status history, as the server recorded it. */
export interface HistoryStatus {
  readonly statusId: number;
  /** The status text in the viewer's words (insurer labels for insurers). */
  readonly status: string;
  /** ISO instant. */
  readonly date: string;
  readonly remarks: string | null;
  readonly createdBy: string | null;
  readonly doctorQualification: string | null;
  /** What the server let this viewer see: reports are absent for insurers before release. */
  readonly attachments: StatusFiles | null;
  readonly correspondences: readonly HistoryCorrespondence[];
}

/**
 * The request's details (spec 1 §3 additionalInformation), by the spec's own names. Values the
 * server masks for do-not-disturb customers arrive masked.
 */
export interface HistoryDetails {
  readonly visitType: string;
  readonly providerId: number | null;
  readonly providerName: string | null;
  readonly appointmentDate: string | null;
  readonly firstAppointmentDate: string | null;
  readonly secondAppointmentDate: string | null;
  readonly patientName: string;
  readonly gender: string | null;
  readonly dob: string | null;
  readonly employeeID: string | null;
  readonly relation: string | null;
  readonly employeeMailID: string | null;
  readonly contactNo: string | null;
  readonly addressLine1: string | null;
  readonly addressLine2: string | null;
  readonly productName: string | null;
  readonly productType: number | null;
  readonly isPaid: boolean | null;
  readonly maid: string | null;
  readonly grade: string | null;
  readonly doctorName: string | null;
  readonly clientLocation: string | null;
  readonly agentName: string | null;
  readonly agentMobileNumber: string | null;
  readonly agentCode: string | null;
  readonly primaryEntityId: number | null;
  readonly primaryEntityName: string | null;
  readonly priorityName: string | null;
  readonly lineAmount: number | null;
  readonly cashlessAmount: number | null;
  readonly testCategory: string | null;
  readonly sourceType: string | null;
  readonly sourceName: string | null;
  readonly fileSourceId: number | null;
  /** Every additional key and value (DND, DNDCustomer, PinCode, ProposalNumber ...). */
  readonly additionals: Readonly<Record<string, string | number | boolean | null>>;
}

/** Everything the request history page shows about one request (spec 1 §3 requestHistory). */
export interface RequestHistoryRecord {
  readonly requestId: number;
  readonly details: HistoryDetails;
  /** Oldest first. */
  readonly statuses: readonly HistoryStatus[];
  readonly requestDCLocation: string | null;
  readonly primaryContactName: string | null;
  readonly primaryContactNo: string | null;
  readonly primaryEmail: string | null;
  readonly fitUnfit: string | null;
}

/** One message sent to the customer (spec 1 §3 "Communication history item"). */
export interface CommunicationItem {
  readonly id: number;
  /** ISO instant. */
  readonly sentOn: string;
  readonly isDelivered: boolean;
  /** The delivery state as recorded (Queued, Logged, Delivered, Failed). */
  readonly currentStatus: string;
  readonly channel: CommunicationType;
  /** Masked for do-not-disturb customers. */
  readonly recipient: string | null;
  /** SMS and WhatsApp text; e-mail bodies are read with emailBody. */
  readonly body: string | null;
  readonly messageId: string | null;
  /** The request status the message was about, in the viewer's words. */
  readonly statusText: string | null;
  readonly statusId: number | null;
}

/**
 * A recipient the server offers for resending a message: the id to send back, the contact as this
 * viewer may see it (masked for a do-not-disturb customer), and whose it is.
 */
export interface ResendRecipient {
  readonly id: string;
  readonly display: string;
  readonly source: 'customer' | 'earlier';
}

/** A resend as the dialog asks for it: which message, to which offered recipient (or a typed contact). */
export interface ResendRequest {
  readonly requestId: number;
  /** The insurer contract the request's messages go under (insurerContractOf). */
  readonly contractId: InsurerContractId;
  readonly messageId: number;
  readonly statusId: number;
  /** The id of an entry resendRecipients offered; the server resolves it to the contact. */
  readonly recipientId?: string;
  readonly emailAddress?: string;
  readonly mobile?: string;
}

/** The answer to a resend: sent, or the reason it was not. */
export type ResendOutcome = { readonly ok: true } | { readonly ok: false; readonly message: string | null };

/**
 * The request is not one the viewer can open: it does not exist, or it belongs to another provider
 * or insurer. The server answers both alike (a 404), so the page cannot tell them apart and must not.
 */
export class RequestNotAvailable extends Error {
  constructor(readonly requestId: number) {
    super(`request ${requestId} is not available`);
    this.name = 'RequestNotAvailable';
  }
}

/**
 * What the request history page needs from the insurance core (spec 1 §7 showHistory,
 * communicationHistory, getDownloadEmail, resendRecipients, resendMailSMS). Any failure rejects;
 * history() rejects with RequestNotAvailable for a request the viewer may not see or that does not exist.
 */
export interface RequestHistoryPort {
  history(requestId: number): Promise<RequestHistoryRecord>;
  /** Newest first. */
  communications(requestId: number): Promise<CommunicationItem[]>;
  /** The HTML of one sent e-mail. */
  emailBody(messageId: string): Promise<string>;
  /** Whom a message of the request may be resent to, in the order to offer them. */
  resendRecipients(requestId: number, messageId: number): Promise<ResendRecipient[]>;
  resend(request: ResendRequest): Promise<ResendOutcome>;
}

/**
 * How a viewer gets a file shown on the history page: labs open a short-lived signed URL
 * (medibuddyCentral/downloadFile); insurers receive the bytes (insurance/DownloadFile), since the
 * signed-URL call serves provider users only.
 */
export interface HistoryFilesPort {
  /**
   * A short-lived signed link that shows the file in the browser, for a new tab. It asks for the
   * preview: without it the file service answers the file as an attachment, which a tab only saves.
   */
  previewUrl(fileId: string, providerId: number): Promise<string>;
  fileBytes(fileId: string, fileName: string): Promise<FileContent>;
}

/**
 * Where the Communication History dialog reads its messages: a request's (which can also be resent)
 * or an e-sales case's (which cannot: resendMailSMS takes a request).
 */
export type CommunicationSource = Pick<RequestHistoryPort, 'communications' | 'emailBody'> & Partial<Pick<RequestHistoryPort, 'resend' | 'resendRecipients'>>;
