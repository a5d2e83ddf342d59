/** The classes of the e-sales dialogs and history page: one chunk, loaded when either first opens (bound in esales.bindings.ts). */
export { EsalesCaseHttpAdapter } from '../../adapters/http/esales-case.http-adapter.ts';
export { EsalesDialogs } from '../routes/esales-dialogs/esales-dialogs.factory.ts';
export { EsalesHistoryViewModel } from '../routes/esales-history/esales-history.view-model.ts';
