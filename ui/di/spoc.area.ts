/** SPOC management's classes: one chunk, loaded when a SPOC screen first opens (bound in spoc.bindings.ts). */
export { SpocHttpAdapter } from '../../adapters/http/spoc.http-adapter.ts';
export { SpocStatusSetter } from '../routes/spoc-list/spoc-status.model.ts';
export { SpocListViewModel } from '../routes/spoc-list/spoc-list.view-model.ts';
export { SpocFormViewModel } from '../routes/spoc-form/spoc-form.view-model.ts';
