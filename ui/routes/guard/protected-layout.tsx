import ShellView from '../../components/shell/shell.view.tsx';
import { SessionGate } from './session-gate.tsx';

/** Route entry for every signed-in screen: the session gate, then the shell around the screen. */
export default function ProtectedLayout() {
  return (
    <SessionGate>
      <ShellView />
    </SessionGate>
  );
}
