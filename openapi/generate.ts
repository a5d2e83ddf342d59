/**
 * Regenerates openapi/generated/<service>.ts from the YAML contract. It runs before every build
 * and test, so the typed clients and the server can never drift from the contract.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { bundleAll } from './bundle.ts';

const out = join(dirname(fileURLToPath(import.meta.url)), 'generated');
mkdirSync(out, { recursive: true });
const docs = bundleAll();
for (const [service, doc] of Object.entries(docs)) {
  const ast = await openapiTS(doc as never);
  writeFileSync(join(out, `${service}.ts`), `// Generated from openapi/${service}/*.yaml by openapi/generate.ts. Do not edit.\n${astToString(ast)}`);
}
console.log(`openapi: generated types for ${Object.keys(docs).length} services`);
