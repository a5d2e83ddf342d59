import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { ServiceName } from '../../openapi/services.ts';
import type { paths as AffiliatePaths } from '../../openapi/generated/affiliate.ts';
import type { paths as ChartsPaths } from '../../openapi/generated/charts.ts';
import type { paths as ConsultsPaths } from '../../openapi/generated/consults.ts';
import type { paths as FilesPaths } from '../../openapi/generated/files.ts';
import type { paths as InsurancePaths } from '../../openapi/generated/insurance.ts';
import type { paths as MedibuddyCentralPaths } from '../../openapi/generated/medibuddyCentral.ts';
import type { paths as PasswordPaths } from '../../openapi/generated/password.ts';
import type { paths as ProviderPaths } from '../../openapi/generated/provider.ts';
import type { HttpConfig } from './http-config.ts';

/** What every client is built from: base URLs, the fetch to use (injectable for tests) and middleware. */
export interface ClientOptions {
  config: HttpConfig;
  fetch?: typeof globalThis.fetch;
  middleware?: readonly Middleware[];
}

// Looked up at call time, so a test that replaces globalThis.fetch after start-up is still honoured.
const lateBoundFetch: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init);

/** A typed openapi-fetch client for one service. */
export function createServiceClient<Paths extends {}>(service: ServiceName, options: ClientOptions): Client<Paths> {
  const client = createClient<Paths>({ baseUrl: options.config.baseUrls[service], fetch: options.fetch ?? lateBoundFetch });
  if (options.middleware && options.middleware.length > 0) client.use(...options.middleware);
  return client;
}

export type ProviderClient = Client<ProviderPaths>;
export type MedibuddyCentralClient = Client<MedibuddyCentralPaths>;
export type PasswordClient = Client<PasswordPaths>;
export type InsuranceClient = Client<InsurancePaths>;
export type ConsultsClient = Client<ConsultsPaths>;
export type FilesClient = Client<FilesPaths>;
export type AffiliateClient = Client<AffiliatePaths>;
export type ChartsClient = Client<ChartsPaths>;

export const createProviderClient = (o: ClientOptions): ProviderClient => createServiceClient<ProviderPaths>('provider', o);
export const createMedibuddyCentralClient = (o: ClientOptions): MedibuddyCentralClient =>
  createServiceClient<MedibuddyCentralPaths>('medibuddyCentral', o);
export const createPasswordClient = (o: ClientOptions): PasswordClient => createServiceClient<PasswordPaths>('password', o);
export const createInsuranceClient = (o: ClientOptions): InsuranceClient => createServiceClient<InsurancePaths>('insurance', o);
export const createConsultsClient = (o: ClientOptions): ConsultsClient => createServiceClient<ConsultsPaths>('consults', o);
export const createFilesClient = (o: ClientOptions): FilesClient => createServiceClient<FilesPaths>('files', o);
export const createAffiliateClient = (o: ClientOptions): AffiliateClient => createServiceClient<AffiliatePaths>('affiliate', o);
export const createChartsClient = (o: ClientOptions): ChartsClient => createServiceClient<ChartsPaths>('charts', o);
