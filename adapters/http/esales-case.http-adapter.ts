import type { CallLookupEntry } from '../../core/esales/call-catalogue.ts';
import type { CaseCorrespondence } from '../../core/esales/correspondence-timeline.ts';
import type { CorrespondenceBody, EsalesCase, EsalesCasePort } from '../../core/esales/esales-case.port.ts';
import type { CommunicationItem } from '../../core/history/request-history.port.ts';
import type { InsuranceClient } from './clients.ts';
import { toCaseCorrespondence, toEsalesCase } from './esales-case.mapper.ts';
import { toCommunicationItem } from './history.mapper.ts';
import { wireErrorText } from './wire-error.ts';

/** A call about an e-sales case the server refused (its reason kept) or could not answer. */
export class EsalesCallFailed extends Error {
  constructor(
    readonly reason: string | null,
    readonly status: number,
  ) {
    super(reason ?? `e-sales call failed with ${status}`);
    this.name = 'EsalesCallFailed';
  }
}

function settle<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data === undefined || !result.response.ok) throw new EsalesCallFailed(wireErrorText(result.error), result.response.status);
  return result.data;
}

/** EsalesCasePort over HTTP: insurance fetchRequest, the lookups, add/fetch correspondence, communicationHistory (Esales), getDownloadEmail/v1. */
export class EsalesCaseHttpAdapter implements EsalesCasePort {
  constructor(private readonly insurance: InsuranceClient) {}

  async esalesCase(id: number): Promise<EsalesCase> {
    const data = settle(await this.insurance.POST('/fetchRequest', { body: { requestId: id } }));
    const found = data.queueRequests?.queueList[0];
    if (!data.isSuccess || !found) throw new EsalesCallFailed(null, 200);
    return toEsalesCase(found);
  }

  async callTypes(): Promise<CallLookupEntry[]> {
    return settle(await this.insurance.POST('/callTypeLookUp', { body: {} })).results;
  }

  async callStatuses(): Promise<CallLookupEntry[]> {
    return settle(await this.insurance.GET('/callStatusLookUp')).results;
  }

  async addCorrespondence(body: CorrespondenceBody): Promise<void> {
    const data = settle(await this.insurance.POST('/addCorrespondence', { body: { ...body, additionalInfo: { ...body.additionalInfo } } }));
    if (!data.isSuccess) throw new EsalesCallFailed(null, 200);
  }

  async correspondences(caseId: number): Promise<CaseCorrespondence[]> {
    return settle(await this.insurance.POST('/fetchCorrespondences', { body: { requestId: caseId } })).correspondences.map(toCaseCorrespondence);
  }

  async communications(caseId: number): Promise<CommunicationItem[]> {
    const data = settle(await this.insurance.POST('/communicationHistory', { body: { moduleName: 'Esales', requestId: caseId } }));
    return data.communicationDetails.map(toCommunicationItem);
  }

  async emailBody(messageId: string): Promise<string> {
    return settle(await this.insurance.GET('/getDownloadEmail/v1', { params: { query: { id: messageId } }, parseAs: 'text' })) as string;
  }
}
