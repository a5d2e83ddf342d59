import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { SERVICES, serviceBasePath, type ServiceName } from './services.ts';

/** A whole OpenAPI document, loosely typed: the bundler only merges, the validators check. */
export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, unknown>>;
};

const here = dirname(fileURLToPath(import.meta.url));

function readYaml(file: string): Partial<OpenApiDocument> {
  return (parse(readFileSync(file, 'utf8')) ?? {}) as Partial<OpenApiDocument>;
}

/** Copies entries of `from` into `into`, refusing a name defined twice so one file cannot silently win. */
function mergeInto(into: Record<string, unknown>, from: Record<string, unknown> | undefined, where: string): void {
  for (const [key, value] of Object.entries(from ?? {})) {
    if (key in into) throw new Error(`openapi: ${where} defines '${key}' a second time`);
    into[key] = value;
  }
}

/**
 * One service's contract: common.yaml plus every area file in its folder. Area files are
 * partial documents (paths and components) so several areas can grow one service side by side.
 */
export function bundleService(service: ServiceName, root: string = here): OpenApiDocument {
  const doc: OpenApiDocument = {
    openapi: '3.1.0',
    info: { title: `${service} service`, version: '1.0.0' },
    servers: [{ url: serviceBasePath(service) }],
    paths: {},
    components: {},
  };
  const parts: [string, Partial<OpenApiDocument>][] = [['common.yaml', readYaml(join(root, 'common.yaml'))]];
  const folder = join(root, service);
  if (existsSync(folder)) {
    for (const name of readdirSync(folder).filter((f) => f.endsWith('.yaml')).sort()) {
      parts.push([`${service}/${name}`, readYaml(join(folder, name))]);
    }
  }
  for (const [file, part] of parts) {
    mergeInto(doc.paths, part.paths, `${file} paths`);
    for (const [section, entries] of Object.entries(part.components ?? {})) {
      doc.components[section] ??= {};
      mergeInto(doc.components[section], entries as Record<string, unknown>, `${file} components.${section}`);
    }
  }
  declareRateLimit(doc);
  return doc;
}

/**
 * Every call may meet the server's general limit of calls (adapters/server/http/rate-limits.ts),
 * so every operation declares 429 TooManyRequests; added here once rather than in each area file,
 * where one would be forgotten. An operation that declares its own 429 (sign-in, resend) keeps it.
 */
function declareRateLimit(doc: OpenApiDocument): void {
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item)) {
      const responses = (op as { responses?: Record<string, unknown> }).responses;
      if (responses && !('429' in responses)) responses['429'] = { $ref: '#/components/responses/TooManyRequests' };
    }
  }
}

/** Every service's contract, keyed by service. */
export function bundleAll(root: string = here): Record<ServiceName, OpenApiDocument> {
  return Object.fromEntries(SERVICES.map((s) => [s, bundleService(s, root)])) as Record<ServiceName, OpenApiDocument>;
}
