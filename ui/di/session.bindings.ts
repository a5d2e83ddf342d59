import type { Container } from 'inversify';
import { LocalStorageSessionStore } from '../../adapters/browser/session-store.local-storage.ts';
import { AuthHttpAdapter } from '../../adapters/http/auth.http-adapter.ts';
import { PasswordHttpAdapter } from '../../adapters/http/password.http-adapter.ts';
import { ProfileHttpAdapter } from '../../adapters/http/profile.http-adapter.ts';
import { LanguageHttpAdapter } from '../../adapters/http/language.http-adapter.ts';
import { LanguageSwitch } from '../session/language-switch.ts';
import type { AuthPort } from '../../core/session/auth.port.ts';
import type { ChildEntitiesPort } from '../../core/session/child-entities.port.ts';
import type { PasswordPort } from '../../core/session/password.port.ts';
import type { ProfilePort } from '../../core/session/profile.port.ts';
import { SignIn } from '../../core/session/sign-in.ts';
import type { ShellViewModel } from '../components/shell/shell.view-model.ts';
import type { SessionGateViewModel } from '../routes/guard/session-gate.view-model.ts';
import { LoginViewModel, type SignInPrefetch } from '../routes/login/login.view-model.ts';
import { loadSignedIn } from '../app/signed-in-chunks.ts';
import type { ViewModelPrefetch } from './view-model-prefetch.ts';
import type { ForgotPasswordViewModel } from '../routes/password/forgot-password.view-model.ts';
import type { ResetPasswordViewModel } from '../routes/password/reset-password.view-model.ts';
import { CurrentSession } from '../session/current-session.ts';
import { AppTokens } from './app.di-tokens.ts';
import type { ContainerOptions } from './container-options.ts';
import { HttpTokens } from './http.di-tokens.ts';
import { SessionTokens } from './session.di-tokens.ts';

// Only the login page's view-model loads with the portal; the others come with their pages.
const passwordPages = () => import('./password.area.ts');
const signedIn = () => import('./signed-in.area.ts');
const landingPrefetch = () => import('../routes/landing/landing-prefetch.ts');

/**
 * The session and its ports, core's sign-in flow, the open pages' view-models (login, forgot and
 * reset password) and the signed-in layout's two (the session gate and the shell).
 */
export function bindSession(c: Container, options: ContainerOptions): void {
  c.bind<CurrentSession>(SessionTokens.currentSession)
    .toDynamicValue(() => new CurrentSession(new LocalStorageSessionStore(options.localStorage ?? globalThis.localStorage)))
    .inSingletonScope();
  c.bind<AuthPort>(SessionTokens.authPort)
    .toDynamicValue((ctx) => new AuthHttpAdapter(ctx.get(HttpTokens.providerClient), ctx.get(HttpTokens.medibuddyCentralClient)))
    .inSingletonScope();
  c.bind<ProfilePort>(SessionTokens.profilePort)
    .toDynamicValue((ctx) => new ProfileHttpAdapter(ctx.get(HttpTokens.providerClient)))
    .inSingletonScope();
  c.bind<PasswordPort>(SessionTokens.passwordPort)
    .toDynamicValue((ctx) => new PasswordHttpAdapter(ctx.get(HttpTokens.providerClient), ctx.get(HttpTokens.passwordClient)))
    .inSingletonScope();
  c.bind<LanguageSwitch>(SessionTokens.languageSwitch)
    .toDynamicValue((ctx) => new LanguageSwitch(new LanguageHttpAdapter(ctx.get(HttpTokens.providerClient)), ctx.get(SessionTokens.currentSession)))
    .inSingletonScope();
  c.bind<SignIn>(SessionTokens.signIn).toDynamicValue((ctx) => new SignIn(ctx.get(SessionTokens.authPort), ctx.get(SessionTokens.currentSession)));

  // The landing's code is asked for from Verify on; its prefetcher is a chunk of its own, so /login stays light.
  c.bind<SignInPrefetch>(SessionTokens.signInPrefetch)
    .toDynamicValue((ctx) => {
      const current = ctx.get<CurrentSession>(SessionTokens.currentSession);
      const viewModels = ctx.get<ViewModelPrefetch>(AppTokens.viewModelPrefetch);
      return {
        verifying: () => void Promise.all([loadSignedIn(), landingPrefetch()]).catch(() => undefined),
        landing: (path) => void landingPrefetch().then((m) => m.prefetchLanding(viewModels, current.session, path), () => undefined),
      };
    })
    .inSingletonScope();
  c.bind<LoginViewModel>(SessionTokens.loginViewModel).toDynamicValue(
    (ctx) => new LoginViewModel(
        ctx.get(SessionTokens.signIn),
        ctx.get(SessionTokens.currentSession),
        ctx.get(AppTokens.mainToaster),
        ctx.get(AppTokens.navigator),
        ctx.get(SessionTokens.languageSwitch),
        ctx.get(SessionTokens.signInPrefetch),
      ),
  );
  c.bind<ForgotPasswordViewModel>(SessionTokens.forgotPasswordViewModel).toDynamicValue(
    async (ctx) =>
      new (await passwordPages()).ForgotPasswordViewModel(ctx.get(SessionTokens.passwordPort), ctx.get(AppTokens.passwordToaster), ctx.get(AppTokens.navigator)),
  );
  c.bind<ResetPasswordViewModel>(SessionTokens.resetPasswordViewModel).toDynamicValue(
    async (ctx) =>
      new (await passwordPages()).ResetPasswordViewModel(ctx.get(SessionTokens.passwordPort), ctx.get(AppTokens.passwordToaster), ctx.get(AppTokens.navigator)),
  );

  c.bind<SessionGateViewModel>(SessionTokens.sessionGateViewModel).toDynamicValue(
    async (ctx) =>
      new (await signedIn()).SessionGateViewModel(ctx.get(SessionTokens.currentSession), ctx.get(SessionTokens.profilePort), ctx.get(AppTokens.navigator)),
  );
  c.bind<ChildEntitiesPort>(SessionTokens.childEntitiesPort)
    .toDynamicValue(async (ctx) => new (await signedIn()).ChildEntitiesHttpAdapter(ctx.get(HttpTokens.insuranceClient)))
    .inSingletonScope();
  c.bind<ShellViewModel>(AppTokens.shellViewModel).toDynamicValue(
    async (ctx) =>
      new (await signedIn()).ShellViewModel(
        ctx.get(SessionTokens.currentSession),
        ctx.get(SessionTokens.profilePort),
        ctx.get(SessionTokens.passwordPort),
        ctx.get(SessionTokens.authPort),
        ctx.get(AppTokens.viewState),
        ctx.get(AppTokens.mainToaster),
        ctx.get(AppTokens.navigator),
        await ctx.getAsync(SessionTokens.childEntitiesPort),
        ctx.get(SessionTokens.languageSwitch),
      ),
  );
}
