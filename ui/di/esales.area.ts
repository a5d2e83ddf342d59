/** The classes of the e-sales queue: one chunk, loaded when the queue first opens (bound in esales.bindings.ts). */
export { EsalesQueueHttpAdapter } from '../../adapters/http/esales-queue.http-adapter.ts';
export { EsalesQueueViewModel } from '../routes/esales-queue/esales-queue.view-model.ts';
