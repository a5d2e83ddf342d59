import { Container } from 'inversify';
import type { Middleware } from 'openapi-fetch';
import { AuthHttpAdapter } from '../adapters/http/auth.http-adapter.ts';
import {
  createInsuranceClient,
  createMedibuddyCentralClient,
  createPasswordClient,
  createProviderClient,
  type InsuranceClient,
  type MedibuddyCentralClient,
  type PasswordClient,
  type ProviderClient,
} from '../adapters/http/clients.ts';
import { defaultHttpConfig, type HttpConfig } from '../adapters/http/http-config.ts';
import { PasswordHttpAdapter } from '../adapters/http/password.http-adapter.ts';
import { ProfileHttpAdapter } from '../adapters/http/profile.http-adapter.ts';
import { sessionMiddleware } from '../adapters/http/session.middleware.ts';
import type { FileSaver } from '../adapters/browser/file-download.ts';
import { LocalStorageSessionStore } from '../adapters/browser/session-store.local-storage.ts';
import { SystemClock } from '../adapters/browser/system-clock.ts';
import { SessionStorageViewState } from '../adapters/browser/view-state.session-storage.ts';
import type { AuthPort } from '../core/session/auth.port.ts';
import type { PasswordPort } from '../core/session/password.port.ts';
import type { ProfilePort } from '../core/session/profile.port.ts';
import { SignIn } from '../core/session/sign-in.ts';
import type { ClockPort } from '../core/shared/clock.port.ts';
import type { ViewStatePort } from '../core/shared/view-state.port.ts';
import { ShellViewModel } from './components/shell/shell.view-model.ts';
import { queuedToaster, ToastQueue } from './components/toast/toast-queue.ts';
import { BOTTOM_RIGHT, TOP_CENTRE, type Toaster } from './components/toast/toaster.ts';
import { AppTokens } from './di/app.di-tokens.ts';
import { HttpTokens } from './di/http.di-tokens.ts';
import { LabDeskTokens } from './di/lab-desk.di-tokens.ts';
import { lazyBindings, type BindingsLoader } from './di/lazy-bindings.ts';
import { HistoryTokens } from './di/history.di-tokens.ts';
import { SessionTokens } from './di/session.di-tokens.ts';
import { ViewModelTokens } from './di/view-model.di-tokens.ts';
import { AppNavigator } from './navigation/app-navigator.ts';
import { SessionGateViewModel } from './routes/guard/session-gate.view-model.ts';
import { LoginViewModel } from './routes/login/login.view-model.ts';
import { ForgotPasswordViewModel } from './routes/password/forgot-password.view-model.ts';
import { ResetPasswordViewModel } from './routes/password/reset-password.view-model.ts';
import { CurrentSession } from './session/current-session.ts';
import type { TabOpener } from '../adapters/browser/tab-opener.ts';

/** What a caller may replace: tests pass their own fetch, storage and toasters. */
export interface ContainerOptions {
  httpConfig?: HttpConfig;
  fetch?: typeof globalThis.fetch;
  localStorage?: Storage;
  sessionStorage?: Storage;
  mainToaster?: Toaster;
  passwordToaster?: Toaster;
  fileSaver?: FileSaver;
  tabOpener?: TabOpener;
}

/**
 * The portal's composition root, the one place that knows which adapter sits behind each port.
 * Core classes carry no decorators, so they are built here with toDynamicValue; view-models are
 * @injectable and resolved fresh for every mount.
 */
export function buildContainer(options: ContainerOptions = {}): Container {
  const c = new Container();

  c.bind<HttpConfig>(AppTokens.httpConfig).toConstantValue(options.httpConfig ?? defaultHttpConfig());
  c.bind<AppNavigator>(AppTokens.navigator).toConstantValue(new AppNavigator());
  const toasts = new ToastQueue();
  c.bind<ToastQueue>(AppTokens.toastQueue).toConstantValue(toasts);
  c.bind<Toaster>(AppTokens.mainToaster).toConstantValue(options.mainToaster ?? queuedToaster(toasts, TOP_CENTRE));
  c.bind<Toaster>(AppTokens.passwordToaster).toConstantValue(options.passwordToaster ?? queuedToaster(toasts, BOTTOM_RIGHT));
  c.bind<ClockPort>(AppTokens.clock).toConstantValue(new SystemClock());
  c.bind<ViewStatePort>(AppTokens.viewState).toConstantValue(new SessionStorageViewState(options.sessionStorage ?? globalThis.sessionStorage));

  c.bind<CurrentSession>(SessionTokens.currentSession)
    .toDynamicValue(() => new CurrentSession(new LocalStorageSessionStore(options.localStorage ?? globalThis.localStorage)))
    .inSingletonScope();

  // Any answer calling the token invalid ends the session and sends the user to /login.
  c.bind<Middleware>(HttpTokens.sessionMiddleware)
    .toDynamicValue((ctx) => {
      const navigator = ctx.get<AppNavigator>(AppTokens.navigator);
      return sessionMiddleware({
        store: ctx.get<CurrentSession>(SessionTokens.currentSession),
        onExpired: () => navigator.go('/login', { replace: true }),
      });
    })
    .inSingletonScope();

  const clientOptions = (ctx: { get<T>(id: symbol): T }) => ({
    config: ctx.get<HttpConfig>(AppTokens.httpConfig),
    fetch: options.fetch,
    middleware: [ctx.get<Middleware>(HttpTokens.sessionMiddleware)],
  });
  c.bind<ProviderClient>(HttpTokens.providerClient).toDynamicValue((ctx) => createProviderClient(clientOptions(ctx))).inSingletonScope();
  c.bind<MedibuddyCentralClient>(HttpTokens.medibuddyCentralClient)
    .toDynamicValue((ctx) => createMedibuddyCentralClient(clientOptions(ctx)))
    .inSingletonScope();
  c.bind<PasswordClient>(HttpTokens.passwordClient).toDynamicValue((ctx) => createPasswordClient(clientOptions(ctx))).inSingletonScope();
  c.bind<InsuranceClient>(HttpTokens.insuranceClient).toDynamicValue((ctx) => createInsuranceClient(clientOptions(ctx))).inSingletonScope();

  c.bind<AuthPort>(SessionTokens.authPort)
    .toDynamicValue((ctx) => new AuthHttpAdapter(ctx.get(HttpTokens.providerClient), ctx.get(HttpTokens.medibuddyCentralClient)))
    .inSingletonScope();
  c.bind<ProfilePort>(SessionTokens.profilePort).toDynamicValue((ctx) => new ProfileHttpAdapter(ctx.get(HttpTokens.providerClient))).inSingletonScope();
  c.bind<PasswordPort>(SessionTokens.passwordPort)
    .toDynamicValue((ctx) => new PasswordHttpAdapter(ctx.get(HttpTokens.providerClient), ctx.get(HttpTokens.passwordClient)))
    .inSingletonScope();
  c.bind<SignIn>(SessionTokens.signIn).toDynamicValue(
    (ctx) => new SignIn(ctx.get<AuthPort>(SessionTokens.authPort), ctx.get<CurrentSession>(SessionTokens.currentSession)),
  );

  c.bind(ViewModelTokens.login).to(LoginViewModel);
  c.bind(ViewModelTokens.forgotPassword).to(ForgotPasswordViewModel);
  c.bind(ViewModelTokens.resetPassword).to(ResetPasswordViewModel);
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
