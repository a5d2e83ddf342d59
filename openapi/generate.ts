/**
 * Regenerates openapi/generated/<service>.ts from the YAML contract. It runs before every build
 * and test, so the typed clients and the server can never drift from the contract. It also writes
 * each service's document as the server serves it to openapi/bundled/<service>.json, which
 * `npm run test:contract` lints.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { bundleAll } from './bundle.ts';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, 'generated');
const bundled = join(here, 'bundled');
mkdirSync(out, { recursive: true });
mkdirSync(bundled, { recursive: true });
const docs = bundleAll();
for (const [service, doc] of Object.entries(docs)) {
  const ast = await openapiTS(doc as never);
  writeFileSync(join(out, `${service}.ts`), `// Generated from openapi/${service}/*.yaml by openapi/generate.ts. Do not edit.\n${astToString(ast)}`);
  writeFileSync(join(bundled, `${service}.json`), `${JSON.stringify(doc, null, 2)}\n`);
}
console.log(`openapi: generated types for ${Object.keys(docs).length} services`);
