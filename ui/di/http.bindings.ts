import type { Container } from 'inversify';
import {
  createChartsClient,
  createAffiliateClient,
  createConsultsClient,
  createFilesClient,
  createInsuranceClient,
  createMedibuddyCentralClient,
  createPasswordClient,
  createProviderClient,
  type ChartsClient,
  type AffiliateClient,
  type ClientOptions,
  type ConsultsClient,
  type FilesClient,
  type InsuranceClient,
  type MedibuddyCentralClient,
  type PasswordClient,
  type ProviderClient,
} from '../../adapters/http/clients.ts';
import { sessionMiddleware } from '../../adapters/http/session.middleware.ts';
import type { AppNavigator } from '../navigation/app-navigator.ts';
import type { CurrentSession } from '../session/current-session.ts';
import { AppTokens } from './app.di-tokens.ts';
import type { ContainerOptions } from './container-options.ts';
import { HttpTokens } from './http.di-tokens.ts';
import { SessionTokens } from './session.di-tokens.ts';

/** What every client is built from (not a token of its own: only the clients below read it). */
const CLIENT_OPTIONS = Symbol('ClientOptions');

/** The service clients, all carrying the one session middleware. */
export function bindHttp(c: Container, options: ContainerOptions): void {
  c.bind<ClientOptions>(CLIENT_OPTIONS)
    .toDynamicValue((ctx) => {
      const navigator = ctx.get<AppNavigator>(AppTokens.navigator);
      // Any answer calling the token invalid ends the session and sends the user to /login.
      const middleware = sessionMiddleware({
        store: ctx.get<CurrentSession>(SessionTokens.currentSession),
        onExpired: () => navigator.go('/login', { replace: true }),
      });
      return { config: ctx.get(AppTokens.httpConfig), fetch: options.fetch, middleware: [middleware] };
    })
    .inSingletonScope();
  c.bind<ChartsClient>(HttpTokens.chartsClient)
    .toDynamicValue((ctx) => createChartsClient(ctx.get(CLIENT_OPTIONS)))
    .inSingletonScope();
  c.bind<ProviderClient>(HttpTokens.providerClient)
    .toDynamicValue((ctx) => createProviderClient(ctx.get(CLIENT_OPTIONS)))
    .inSingletonScope();
  c.bind<MedibuddyCentralClient>(HttpTokens.medibuddyCentralClient)
    .toDynamicValue((ctx) => createMedibuddyCentralClient(ctx.get(CLIENT_OPTIONS)))
    .inSingletonScope();
  c.bind<PasswordClient>(HttpTokens.passwordClient)
    .toDynamicValue((ctx) => createPasswordClient(ctx.get(CLIENT_OPTIONS)))
    .inSingletonScope();
  c.bind<InsuranceClient>(HttpTokens.insuranceClient)
    .toDynamicValue((ctx) => createInsuranceClient(ctx.get(CLIENT_OPTIONS)))
    .inSingletonScope();
  c.bind<ConsultsClient>(HttpTokens.consultsClient)
    .toDynamicValue((ctx) => createConsultsClient(ctx.get(CLIENT_OPTIONS)))
    .inSingletonScope();
  c.bind<FilesClient>(HttpTokens.filesClient)
    .toDynamicValue((ctx) => createFilesClient(ctx.get(CLIENT_OPTIONS)))
    .inSingletonScope();
  c.bind<AffiliateClient>(HttpTokens.affiliateClient)
    .toDynamicValue((ctx) => createAffiliateClient(ctx.get(CLIENT_OPTIONS)))
    .inSingletonScope();
}
