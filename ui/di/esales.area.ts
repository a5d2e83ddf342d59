/** The classes of the e-sales queue, its dialogs and the e-sales history page: one chunk, loaded when any first opens (bound in esales.bindings.ts). */
export { EsalesCaseHttpAdapter } from '../../adapters/http/esales-case.http-adapter.ts';
export { EsalesDialogs } from '../routes/esales-dialogs/esales-dialogs.factory.ts';
export { EsalesHistoryViewModel } from '../routes/esales-history/esales-history.view-model.ts';
export { EsalesQueueHttpAdapter } from '../../adapters/http/esales-queue.http-adapter.ts';
export { EsalesQueueViewModel } from '../routes/esales-queue/esales-queue.view-model.ts';
export { BulkCasesHttpAdapter } from '../../adapters/http/bulk-cases.http-adapter.ts';
export { BulkLookupsHttpAdapter } from '../../adapters/http/bulk-lookups.http-adapter.ts';
export { BulkCasesViewModel } from '../routes/bulk-cases/bulk-cases.view-model.ts';
export { rowReportCsv } from '../routes/bulk-cases/row-report.csv.ts';
