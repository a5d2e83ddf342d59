import {
  RequestNotAvailable,
  type CommunicationItem,
  type HistoryFilesPort,
  type RequestHistoryPort,
  type RequestHistoryRecord,
  type ResendOutcome,
  type ResendRecipient,
  type ResendRequest,
} from '../../core/history/request-history.port.ts';
import { answeredLink } from './answered-link.ts';
import type { InsuranceClient, MedibuddyCentralClient } from './clients.ts';
import { toCommunicationItem, toRequestHistory } from './history.mapper.ts';
import { throwOnServerFault, wireErrorText } from './wire-error.ts';

/** A call the history page could not complete: the server refused it (its reason kept) or broke. */
export class HistoryCallFailed extends Error {
  constructor(
    readonly reason: string | null,
    readonly status: number,
  ) {
    super(reason ?? `history call failed with ${status}`);
    this.name = 'HistoryCallFailed';
  }
}

function settle<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data === undefined || !result.response.ok) throw new HistoryCallFailed(wireErrorText(result.error), result.response.status);
  return result.data;
}

/**
 * A refusal's reason as a person reads it: the server names the field it refused first
 * ("body/recipientId: Not a contact …"), which says nothing to the person who picked from a list.
 */
function refusalReason(text: string | null): string | null {
  return text === null ? null : text.replace(/^body\/[\w/]+: /, '');
}

/** RequestHistoryPort over HTTP: insurance showHistory, communicationHistory, getDownloadEmail/v1 and resendMailSMS. */
export class HistoryHttpAdapter implements RequestHistoryPort {
  constructor(private readonly insurance: InsuranceClient) {}

  async history(requestId: number): Promise<RequestHistoryRecord> {
    const result = await this.insurance.POST('/showHistory', { body: { requestId } });
    // The server answers an unknown request and another's alike with 404: for the page, not available.
    if (result.response.status === 404) throw new RequestNotAvailable(requestId);
    const data = settle(result);
    if (!data.isSuccess) throw new HistoryCallFailed(null, 200);
    return toRequestHistory(data.requestHistory);
  }

  async communications(requestId: number): Promise<CommunicationItem[]> {
    const data = settle(await this.insurance.POST('/communicationHistory', { body: { moduleName: 'Request', requestId } }));
    return data.communicationDetails.map(toCommunicationItem);
  }

  async emailBody(messageId: string): Promise<string> {
    const result = await this.insurance.GET('/getDownloadEmail/v1', { params: { query: { id: messageId } }, parseAs: 'text' });
    return settle(result) as string;
  }

  async resendRecipients(requestId: number, messageId: number): Promise<ResendRecipient[]> {
    const data = settle(await this.insurance.POST('/resendRecipients', { body: { requestId, emailAuditLogId: messageId } }));
    return data.recipients.map((r) => ({ id: r.recipientId, display: r.display, source: r.source }));
  }

  async resend(request: ResendRequest): Promise<ResendOutcome> {
    const result = await this.insurance.POST('/resendMailSMS', {
      body: {
        contractId: request.contractId,
        requestId: request.requestId,
        statusId: request.statusId,
        emailAuditLogId: request.messageId,
        ...(request.recipientId !== undefined ? { recipientId: request.recipientId } : {}),
        ...(request.emailAddress !== undefined ? { emailAddress: request.emailAddress } : {}),
        ...(request.mobile !== undefined ? { mobile: request.mobile } : {}),
      },
    });
    throwOnServerFault(result.response);
    if (!result.data) return { ok: false, message: refusalReason(wireErrorText(result.error)) };
    return result.data.isSuccess ? { ok: true } : { ok: false, message: result.data.errorMessage ?? null };
  }
}

/**
 * HistoryFilesPort over HTTP: medibuddyCentral downloadFile answers a signed URL for lab users;
 * insurance DownloadFile answers the bytes of a file of a request the caller may see.
 */
export class HistoryFilesHttpAdapter implements HistoryFilesPort {
  constructor(
    private readonly central: MedibuddyCentralClient,
    private readonly insurance: InsuranceClient,
  ) {}

  async previewUrl(fileId: string, providerId: number): Promise<string> {
    const answer = await this.central.GET('/downloadFile', { params: { query: { guid: fileId, providerId } } });
    return withPreview(answeredLink(settle(answer).signedUrl, answer.response));
  }

  async fileBytes(fileId: string, fileName: string): Promise<Blob> {
    const result = await this.insurance.POST('/DownloadFile', { body: { fileGuid: fileId, fileName }, parseAs: 'blob' });
    return settle(result) as Blob;
  }
}

/**
 * The file service's `{id}?preview=true`: the signature covers the path and expiry only, so the
 * flag is added to the link the server signed.
 */
function withPreview(signedUrl: string): string {
  return `${signedUrl}${signedUrl.includes('?') ? '&' : '?'}preview=true`;
}
