import type { Container } from 'inversify';
import { BrowserRouter } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { ToastHost } from '../components/toast/toast-host.tsx';
import type { ToastQueue } from '../components/toast/toast-queue.ts';
import { ContainerProvider } from '../di/container-context.tsx';
import { AppTokens } from '../di/app.di-tokens.ts';
import type { AppNavigator } from '../navigation/app-navigator.ts';
import { NavigationBridge } from '../navigation/navigation-bridge.tsx';
import { AppRoutes } from './router.tsx';
import { theme } from './theme.ts';

/** The providers every screen relies on: the container, the theme, the router and the toasts. */
export function App({ container }: { container: Container }) {
  return (
    <ContainerProvider container={container}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <BrowserRouter>
          <NavigationBridge navigator={container.get<AppNavigator>(AppTokens.navigator)} />
          <AppRoutes />
        </BrowserRouter>
        <ToastHost queue={container.get<ToastQueue>(AppTokens.toastQueue)} />
      </ThemeProvider>
    </ContainerProvider>
  );
}
