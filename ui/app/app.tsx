import { BrowserRouter } from 'react-router-dom';
import { ToastHost } from '../components/toast/toast-host.tsx';
import { SessionRootProvider } from '../di/session-root-context.tsx';
import { NavigationBridge } from '../navigation/navigation-bridge.tsx';
import type { SessionRoot } from '../session-root.ts';
import { AppRoutes } from './router.tsx';

/**
 * The providers every screen relies on: the session root, the router and the toasts. The MUI theme
 * and the inversify container load later, with the screens that need them (ui/app/mui-theme.tsx,
 * ui/routes/guard/protected-layout.tsx), so /login stays light.
 */
export function App({ root }: { root: SessionRoot }) {
  return (
    <SessionRootProvider root={root}>
      <BrowserRouter>
        <NavigationBridge navigator={root.navigator} />
        <AppRoutes />
      </BrowserRouter>
      <ToastHost queue={root.toasts} />
    </SessionRootProvider>
  );
}
