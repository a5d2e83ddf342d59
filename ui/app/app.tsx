import type { Container } from 'inversify';
import { BrowserRouter } from 'react-router-dom';
import { ToastHost } from '../components/toast/toast-host.tsx';
import type { ToastQueue } from '../components/toast/toast-queue.ts';
import { AppTokens } from '../di/app.di-tokens.ts';
import { ContainerProvider } from '../di/container-context.tsx';
import type { AppNavigator } from '../navigation/app-navigator.ts';
import { NavigationBridge } from '../navigation/navigation-bridge.tsx';
import { AppRoutes } from './router.tsx';
import { DemoMarker } from './demo-marker.tsx';
import '../session/session-messages.core-text.ts';

/**
 * The providers every screen relies on: the container (ui/container.ts), the router and the toasts.
 * The MUI theme loads later, with the screens that need it (ui/app/mui-theme.tsx), so /login stays light.
 */
export function App({ container }: { container: Container }) {
  return (
    <ContainerProvider container={container}>
      <BrowserRouter>
        <NavigationBridge navigator={container.get<AppNavigator>(AppTokens.navigator)} />
        <AppRoutes />
      </BrowserRouter>
      <DemoMarker />
      <ToastHost queue={container.get<ToastQueue>(AppTokens.toastQueue)} />
    </ContainerProvider>
  );
}
