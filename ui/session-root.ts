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
import { LocalStorageSessionStore } from '../adapters/browser/session-store.local-storage.ts';
import type { AuthPort } from '../core/session/auth.port.ts';
import type { PasswordPort } from '../core/session/password.port.ts';
import type { ProfilePort } from '../core/session/profile.port.ts';
import { SignIn } from '../core/session/sign-in.ts';
import { queuedToaster, ToastQueue } from './components/toast/toast-queue.ts';
import { BOTTOM_RIGHT, TOP_CENTRE, type Toaster } from './components/toast/toaster.ts';
import { AppNavigator } from './navigation/app-navigator.ts';
import { LoginViewModel } from './routes/login/login.view-model.ts';
import { ForgotPasswordViewModel } from './routes/password/forgot-password.view-model.ts';
import { ResetPasswordViewModel } from './routes/password/reset-password.view-model.ts';
import { CurrentSession } from './session/current-session.ts';

/** What a caller may replace: tests pass their own fetch, storage and toasters. */
export interface SessionRootOptions {
  httpConfig?: HttpConfig;
  fetch?: typeof globalThis.fetch;
  localStorage?: Storage;
  mainToaster?: Toaster;
  passwordToaster?: Toaster;
}

/** The service clients every part of the portal shares (all carry the session middleware). */
export interface SessionClients {
  provider: ProviderClient;
  medibuddyCentral: MedibuddyCentralClient;
  password: PasswordClient;
  insurance: InsuranceClient;
}

/**
 * The light composition root: the session, its adapters, navigation, toasts, and the view-models
 * of the open pages (/login, /ForgotPassword, /ResetPassword). Plain TypeScript, no inversify, so
 * the login page loads neither the container nor reflect-metadata. ui/container.ts builds on this
 * root for the signed-in screens, so every service here exists once.
 */
export interface SessionRoot {
  readonly httpConfig: HttpConfig;
  readonly navigator: AppNavigator;
  readonly toasts: ToastQueue;
  /** Lists and sign-in: top-centre, 5 s. */
  readonly mainToaster: Toaster;
  /** Password screens: bottom-right, 3 s. */
  readonly passwordToaster: Toaster;
  /** The observable session, which is also the SessionStorePort the whole portal writes through. */
  readonly currentSession: CurrentSession;
  readonly sessionMiddleware: Middleware;
  readonly clients: SessionClients;
  readonly auth: AuthPort;
  readonly profile: ProfilePort;
  readonly password: PasswordPort;
  /** Core's sign-in flow (a fresh one per call, as each login page mount gets its own). */
  signIn(): SignIn;
  /** One view-model per mount of each open page. */
  loginViewModel(): LoginViewModel;
  forgotPasswordViewModel(): ForgotPasswordViewModel;
  resetPasswordViewModel(): ResetPasswordViewModel;
}

export function buildSessionRoot(options: SessionRootOptions = {}): SessionRoot {
  const httpConfig = options.httpConfig ?? defaultHttpConfig();
  const navigator = new AppNavigator();
  const toasts = new ToastQueue();
  const mainToaster = options.mainToaster ?? queuedToaster(toasts, TOP_CENTRE);
  const passwordToaster = options.passwordToaster ?? queuedToaster(toasts, BOTTOM_RIGHT);
  const currentSession = new CurrentSession(new LocalStorageSessionStore(options.localStorage ?? globalThis.localStorage));

  // Any answer calling the token invalid ends the session and sends the user to /login.
  const middleware = sessionMiddleware({ store: currentSession, onExpired: () => navigator.go('/login', { replace: true }) });
  const clientOptions = { config: httpConfig, fetch: options.fetch, middleware: [middleware] };
  const clients: SessionClients = {
    provider: createProviderClient(clientOptions),
    medibuddyCentral: createMedibuddyCentralClient(clientOptions),
    password: createPasswordClient(clientOptions),
    insurance: createInsuranceClient(clientOptions),
  };
  const auth = new AuthHttpAdapter(clients.provider, clients.medibuddyCentral);
  const profile = new ProfileHttpAdapter(clients.provider);
  const password = new PasswordHttpAdapter(clients.provider, clients.password);
  const signIn = () => new SignIn(auth, currentSession);

  return {
    httpConfig,
    navigator,
    toasts,
    mainToaster,
    passwordToaster,
    currentSession,
    sessionMiddleware: middleware,
    clients,
    auth,
    profile,
    password,
    signIn,
    loginViewModel: () => new LoginViewModel(signIn(), currentSession, mainToaster, navigator),
    forgotPasswordViewModel: () => new ForgotPasswordViewModel(password, passwordToaster, navigator),
    resetPasswordViewModel: () => new ResetPasswordViewModel(password, passwordToaster, navigator),
  };
}
