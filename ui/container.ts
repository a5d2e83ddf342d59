import { Container } from 'inversify';
import type { Middleware } from 'openapi-fetch';
import type { InsuranceClient, MedibuddyCentralClient, PasswordClient, ProviderClient } from '../adapters/http/clients.ts';
import type { HttpConfig } from '../adapters/http/http-config.ts';
import type { FileSaver } from '../adapters/browser/file-download.ts';
import { SystemClock } from '../adapters/browser/system-clock.ts';
import type { TabOpener } from '../adapters/browser/tab-opener.ts';
import { SessionStorageViewState } from '../adapters/browser/view-state.session-storage.ts';
import type { AuthPort } from '../core/session/auth.port.ts';
import type { PasswordPort } from '../core/session/password.port.ts';
import type { ProfilePort } from '../core/session/profile.port.ts';
import type { SignIn } from '../core/session/sign-in.ts';
import type { ClockPort } from '../core/shared/clock.port.ts';
import type { ViewStatePort } from '../core/shared/view-state.port.ts';
import { ShellViewModel } from './components/shell/shell.view-model.ts';
import type { ToastQueue } from './components/toast/toast-queue.ts';
import type { Toaster } from './components/toast/toaster.ts';
import { AppTokens } from './di/app.di-tokens.ts';
import { HttpTokens } from './di/http.di-tokens.ts';
import { LabDeskTokens } from './di/lab-desk.di-tokens.ts';
import { lazyBindings, type BindingsLoader } from './di/lazy-bindings.ts';
import { HistoryTokens } from './di/history.di-tokens.ts';
import { SessionTokens } from './di/session.di-tokens.ts';
import { ViewModelTokens } from './di/view-model.di-tokens.ts';
import type { AppNavigator } from './navigation/app-navigator.ts';
import { SessionGateViewModel } from './routes/guard/session-gate.view-model.ts';
import type { CurrentSession } from './session/current-session.ts';
import type { SessionRoot } from './session-root.ts';

/** What a caller may replace beyond the session root: tests pass their own storage and savers. */
export interface ContainerOptions {
  sessionStorage?: Storage;
  fileSaver?: FileSaver;
  tabOpener?: TabOpener;
}

/**
 * The portal's composition root for the signed-in screens, the one place that knows which adapter
 * sits behind each port. It loads with the protected layout (never on /login) and starts from the
 * session root (ui/session-root.ts), binding the session's services as they are, so nothing is
 * wired twice. Core classes carry no decorators, so they are built outside the container;
 * view-models are @injectable and resolved fresh for every mount.
 */
export function buildContainer(root: SessionRoot, options: ContainerOptions = {}): Container {
  const c = new Container();

  c.bind<HttpConfig>(AppTokens.httpConfig).toConstantValue(root.httpConfig);
  c.bind<AppNavigator>(AppTokens.navigator).toConstantValue(root.navigator);
  c.bind<ToastQueue>(AppTokens.toastQueue).toConstantValue(root.toasts);
  c.bind<Toaster>(AppTokens.mainToaster).toConstantValue(root.mainToaster);
  c.bind<Toaster>(AppTokens.passwordToaster).toConstantValue(root.passwordToaster);
  c.bind<ClockPort>(AppTokens.clock).toConstantValue(new SystemClock());
  c.bind<ViewStatePort>(AppTokens.viewState).toConstantValue(new SessionStorageViewState(options.sessionStorage ?? globalThis.sessionStorage));

  c.bind<CurrentSession>(SessionTokens.currentSession).toConstantValue(root.currentSession);
  c.bind<Middleware>(HttpTokens.sessionMiddleware).toConstantValue(root.sessionMiddleware);
  c.bind<ProviderClient>(HttpTokens.providerClient).toConstantValue(root.clients.provider);
  c.bind<MedibuddyCentralClient>(HttpTokens.medibuddyCentralClient).toConstantValue(root.clients.medibuddyCentral);
  c.bind<PasswordClient>(HttpTokens.passwordClient).toConstantValue(root.clients.password);
  c.bind<InsuranceClient>(HttpTokens.insuranceClient).toConstantValue(root.clients.insurance);
  c.bind<AuthPort>(SessionTokens.authPort).toConstantValue(root.auth);
  c.bind<ProfilePort>(SessionTokens.profilePort).toConstantValue(root.profile);
  c.bind<PasswordPort>(SessionTokens.passwordPort).toConstantValue(root.password);
  c.bind<SignIn>(SessionTokens.signIn).toDynamicValue(() => root.signIn());

  c.bind(ViewModelTokens.sessionGate).to(SessionGateViewModel);
  c.bind(ViewModelTokens.shell).to(ShellViewModel);

  // The lab appointment desk (issue 3): bound when its chunk first loads (ui/di/lab-desk.bindings.ts).
  c.bind<BindingsLoader>(LabDeskTokens.bindings).toConstantValue(
    lazyBindings(() => import('./di/lab-desk.bindings.ts').then((m) => m.bindLabDesk(c, { fileSaver: options.fileSaver }))),
  );

  // Request history, communication history and the insurer's All Appointments (issue 4): bound when
  // their chunk first loads (ui/di/history.bindings.ts).
  c.bind<BindingsLoader>(HistoryTokens.bindings).toConstantValue(
    lazyBindings(() => import('./di/history.bindings.ts').then((m) => m.bindHistoryScreens(c, { fileSaver: options.fileSaver, tabOpener: options.tabOpener }))),
  );
  return c;
}

const built = new WeakMap<SessionRoot, Container>();

/** The one container of a session root, built the first time a signed-in screen needs it. */
export function containerFor(root: SessionRoot, options?: ContainerOptions): Container {
  let container = built.get(root);
  if (!container) {
    container = buildContainer(root, options);
    built.set(root, container);
  }
  return container;
}
