/** The classes of the history page and the insurer list: one chunk, loaded when either first opens (bound in history.bindings.ts). */
export { HistoryFilesHttpAdapter, HistoryHttpAdapter } from '../../adapters/http/history.http-adapter.ts';
export { InsurerListHttpAdapter } from '../../adapters/http/insurer-list.http-adapter.ts';
export { InsurerAppointmentsViewModel } from '../routes/insurer-appointments/insurer-appointments.view-model.ts';
export { RequestHistoryViewModel } from '../routes/request-history/request-history.view-model.ts';
