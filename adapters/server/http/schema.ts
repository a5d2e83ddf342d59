/** Turns OpenAPI 3.1 fragments into self-contained JSON Schemas ajv can compile. */

type Json = unknown;

/** Replaces every local $ref with a copy of its target, so a route schema needs no shared registry. */
export function deref(node: Json, root: Json, seen: string[] = []): Json {
  if (Array.isArray(node)) return node.map((n) => deref(n, root, seen));
  if (node === null || typeof node !== 'object') return node;
  const obj = node as Record<string, Json>;
  if (typeof obj.$ref === 'string') {
    const ref = obj.$ref;
    if (seen.includes(ref)) throw new Error(`openapi: circular $ref ${ref}`);
    return deref(resolvePointer(root, ref), root, [...seen, ref]);
  }
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(obj)) {
    // OpenAPI-only annotations that JSON Schema validators do not know.
    if (key === 'example' || key === 'examples' || key === 'xml' || key === 'externalDocs' || key === 'discriminator') continue;
    if (key === 'format' && (value === 'binary' || value === 'byte')) continue;
    out[key] = deref(value, root, seen);
  }
  return out;
}

function resolvePointer(root: Json, ref: string): Json {
  if (!ref.startsWith('#/')) throw new Error(`openapi: only local $ref supported, got ${ref}`);
  let node = root as Record<string, Json>;
  for (const part of ref.slice(2).split('/')) {
    node = node?.[part.replace(/~1/g, '/').replace(/~0/g, '~')] as Record<string, Json>;
    if (node === undefined) throw new Error(`openapi: unresolved $ref ${ref}`);
  }
  return node;
}

interface Parameter {
  in: 'query' | 'header' | 'path' | 'cookie';
  name: string;
  required?: boolean;
  schema?: Json;
}

/**
 * Groups an operation's parameters into the object schemas Fastify validates per request part;
 * a parameter shared through components (`$ref`, e.g. Idempotency-Key) is resolved in `doc`.
 */
export function parameterSchemas(parameters: Parameter[], doc?: Json): { querystring?: Json; params?: Json; headers?: Json } {
  const parts: Record<string, { type: 'object'; properties: Record<string, Json>; required: string[] }> = {};
  for (const p of (doc === undefined ? parameters : deref(parameters, doc)) as Parameter[]) {
    const part = p.in === 'query' ? 'querystring' : p.in === 'path' ? 'params' : p.in === 'header' ? 'headers' : undefined;
    if (!part) continue;
    parts[part] ??= { type: 'object', properties: {}, required: [] };
    const name = p.in === 'header' ? p.name.toLowerCase() : p.name;
    parts[part].properties[name] = p.schema ?? {};
    if (p.required || p.in === 'path') parts[part].required.push(name);
  }
  return parts;
}
