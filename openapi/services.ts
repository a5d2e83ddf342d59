/** The services of the wire contract; each has its own folder here and its own base URL. */
export const SERVICES = [
  'provider',
  'medibuddyCentral',
  'insurance',
  'consults',
  'files',
  'affiliate',
  'charts',
  'password',
] as const;
export type ServiceName = (typeof SERVICES)[number];

/** Where the reference server mounts a service. */
export function serviceBasePath(service: ServiceName): string {
  return `/api/${service}`;
}
