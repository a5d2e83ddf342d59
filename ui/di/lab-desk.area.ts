/** The lab desk's classes: one chunk, loaded when the desk first opens (bound in lab-desk.bindings.ts). */
export { LabDeskHttpAdapter } from '../../adapters/http/lab-desk.http-adapter.ts';
export { BulkUndoHttpAdapter } from '../../adapters/http/bulk-undo.http-adapter.ts';
export { LabDeskViewModel } from '../routes/lab-desk/lab-desk.view-model.ts';
