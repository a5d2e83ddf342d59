/** The signed-in layout's classes: one chunk, loaded when the first signed-in screen opens (bound in session.bindings.ts). */
export { ShellViewModel } from '../components/shell/shell.view-model.ts';
export { SessionGateViewModel } from '../routes/guard/session-gate.view-model.ts';
export { ChildEntitiesHttpAdapter } from '../../adapters/http/child-entities.http-adapter.ts';
