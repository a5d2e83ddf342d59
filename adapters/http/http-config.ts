import { SERVICES, serviceBasePath, type ServiceName } from '../../openapi/services.ts';

/** Where each service of the wire contract lives; every service has its own base URL. */
export interface HttpConfig {
  baseUrls: Record<ServiceName, string>;
}

/**
 * The default: every service on the reference server under /api/<service>. `origin` is empty in
 * the browser (same origin) and an absolute origin for callers outside one (CLI, tests).
 */
export function defaultHttpConfig(origin = '', overrides: Partial<Record<ServiceName, string>> = {}): HttpConfig {
  const baseUrls = Object.fromEntries(SERVICES.map((s) => [s, `${origin}${serviceBasePath(s)}`])) as Record<ServiceName, string>;
  return { baseUrls: { ...baseUrls, ...overrides } };
}

/**
 * Every service under one API root, as a caller outside the browser names the server
 * ('http://localhost:8080/api' gives 'http://localhost:8080/api/provider', ...).
 */
export function httpConfigUnder(apiRoot: string): HttpConfig {
  const root = apiRoot.replace(/\/+$/, '');
  return { baseUrls: Object.fromEntries(SERVICES.map((s) => [s, `${root}/${s}`])) as Record<ServiceName, string> };
}
