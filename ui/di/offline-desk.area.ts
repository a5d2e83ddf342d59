/** The offline desk's classes: one chunk, loaded when a consult tab first opens (bound in offline-desk.bindings.ts). */
export { OfflineDeskHttpAdapter } from '../../adapters/http/offline-desk.http-adapter.ts';
export { BulkUndoHttpAdapter } from '../../adapters/http/bulk-undo.http-adapter.ts';
export { OfflineDeskViewModel } from '../routes/offline-desk/offline-desk.view-model.ts';
