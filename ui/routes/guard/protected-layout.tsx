import { MuiTheme } from '../../app/mui-theme.tsx';
import ShellView from '../../components/shell/shell.view.tsx';
import { SessionGate } from './session-gate.tsx';

/** Route entry for every signed-in screen: the MUI theme, the session gate, then the shell. */
export default function ProtectedLayout() {
  return (
    <MuiTheme baseline>
      <SessionGate>
        <ShellView />
      </SessionGate>
    </MuiTheme>
  );
}
