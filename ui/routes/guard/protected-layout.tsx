import 'reflect-metadata';
import { MuiTheme } from '../../app/mui-theme.tsx';
import ShellView from '../../components/shell/shell.view.tsx';
import { containerFor } from '../../container.ts';
import { ContainerProvider } from '../../di/container-context.tsx';
import { useSessionRoot } from '../../di/session-root-context.tsx';
import { SessionGate } from './session-gate.tsx';

/**
 * Route entry for every signed-in screen: the MUI theme, the inversify container (built once from
 * the session root, the first time a signed-in screen opens), the session gate, then the shell.
 */
export default function ProtectedLayout() {
  const container = containerFor(useSessionRoot());
  return (
    <MuiTheme baseline>
      <ContainerProvider container={container}>
        <SessionGate>
          <ShellView />
        </SessionGate>
      </ContainerProvider>
    </MuiTheme>
  );
}
