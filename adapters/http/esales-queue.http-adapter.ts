import { QueueRefusal, type EsalesQueuePort, type QueueAnswer, type QueueQuery } from '../../core/esales/queue.port.ts';
import type { InsuranceClient } from './clients.ts';
import { toQueueAnswer, toQueueExportBody, toQueueSearchBody } from './esales-queue.mapper.ts';
import { throwOnSilentServerFault, wireErrorText } from './wire-error.ts';

/** The answer, or a QueueRefusal carrying the server's message: a 5xx that names its reason is told like a 400 (spec 1 §8). */
function settle<T>(result: { data?: T; error?: unknown; response: Response }): T {
  throwOnSilentServerFault(result);
  if (result.data === undefined || !result.response.ok) throw new QueueRefusal(wireErrorText(result.error), result.response.status);
  return result.data;
}

/** EsalesQueuePort over HTTP: insurance POST /searchEsalesQueue and POST /exportEsalesQueue. */
export class EsalesQueueHttpAdapter implements EsalesQueuePort {
  constructor(private readonly insurance: InsuranceClient) {}

  async search(query: QueueQuery): Promise<QueueAnswer> {
    const data = settle(await this.insurance.POST('/searchEsalesQueue', { body: toQueueSearchBody(query) }));
    const answer = data.isSuccess ? toQueueAnswer(data) : undefined;
    if (!answer) throw new QueueRefusal(null, 200);
    return answer;
  }

  async exportCsv(query: QueueQuery): Promise<Blob> {
    return settle(await this.insurance.POST('/exportEsalesQueue', { body: toQueueExportBody(query), parseAs: 'blob' })) as Blob;
  }

  /** The same export as the bytes arrive, for a caller that writes it straight to disk (the CLI). */
  async exportStream(query: QueueQuery): Promise<ReadableStream<Uint8Array>> {
    return settle(await this.insurance.POST('/exportEsalesQueue', { body: toQueueExportBody(query), parseAs: 'stream' })) as ReadableStream<Uint8Array>;
  }
}
