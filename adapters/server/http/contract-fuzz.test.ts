import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleAll } from '../../../openapi/bundle.ts';
import { serviceBasePath, type ServiceName } from '../../../openapi/services.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { FIXTURE } from '../testing/fixture.ts';
import { loadRequestsFixture } from '../testing/requests-fixture.ts';
import { loadInsurerFixture } from '../testing/insurer-fixture.ts';
import { partInputs, toJson, toText } from '../testing/contract-arbitraries.ts';
import { allOperations } from '../operations.ts';
import type { OperationId } from './contract-types.ts';
import { inputSchema } from './contract-routes.ts';
import { parameterSchemas } from './schema.ts';

/** Calls per operation; the whole file stays well under a minute on PGlite. */
const RUNS = 30;
const U = FIXTURE.users;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
/** Operations whose refusals may rightly record something (a failed sign-in or code attempt). */
const RECORDS_REFUSALS = new Set(['authenticate', 'verifyOtp', 'forgotPassword', 'resetPasswordWithToken', 'resetPasswordFromMenu']);

interface ContractOperation {
  id: string;
  method: string;
  url: string;
  secured: boolean;
  body?: { schema: object; multipart: boolean; files: string[] };
  query?: object;
  params?: object;
}

/** Every operation of the contract with the schemas the server checks its parts against. */
function contractOperations(): ContractOperation[] {
  const out: ContractOperation[] = [];
  for (const [service, doc] of Object.entries(bundleAll()) as [ServiceName, ReturnType<typeof bundleAll>[ServiceName]][]) {
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of METHODS) {
        const op = (item as Record<string, any>)[method];
        if (!op) continue;
        const content = op.requestBody?.content ?? {};
        const json = content['application/json']?.schema;
        const form = content['multipart/form-data']?.schema;
        const parts = parameterSchemas(op.parameters ?? [], doc);
        out.push({
          id: op.operationId,
          method: method.toUpperCase(),
          url: serviceBasePath(service) + path,
          secured: (op.security ?? []).length > 0,
          body: json
            ? { schema: inputSchema(json, doc), multipart: false, files: [] }
            : form
              ? { schema: inputSchema(form, doc), multipart: true, files: Object.entries(form.properties ?? {}).filter(([, p]: [string, any]) => p.format === 'binary').map(([n]) => n) }
              : undefined,
          query: parts.querystring ? inputSchema(parts.querystring, doc) : undefined,
          params: parts.params ? inputSchema(parts.params, doc) : undefined,
        });
      }
    }
  }
  return out;
}

const PDF = '%PDF-1.4\n%%EOF\n';

/** A multipart body of text fields and files, as a browser sends it. */
function multipart(fields: Record<string, unknown>, files: string[]): { payload: string; type: string } {
  const boundary = '----fuzzboundary';
  let payload = '';
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    payload += files.includes(name)
      ? `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${toText(value).slice(0, 50)}"\r\nContent-Type: application/pdf\r\n\r\n${PDF}\r\n`
      : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${toText(value)}\r\n`;
  }
  return { payload: `${payload}--${boundary}--\r\n`, type: `multipart/form-data; boundary=${boundary}` };
}

/** A path segment; a lone surrogate (no UTF-8 form) goes as the bytes a careless client would send. */
function pathSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text.replace(/[\uD800-\uDFFF]/g, '%ED%A0%80');
  }
}

/** Texts that are not the JSON the contract asks for, sent as the whole body. */
const BROKEN_BODIES = ['', 'not json', '{"a":', '[]', 'null', '"text"', '{"__proto__":{"polluted":true}}', '{"a":1,"a":2}', '\u0000'];

describe('every operation of the contract, fuzzed from its schemas', () => {
  let s: TestServer;
  const tokens: Record<string, string> = {};
  let transactionMark: () => Promise<string>;
  const statuses = new Map<number, number>();

  beforeAll(async () => {
    s = await startTestServer();
    await loadRequestsFixture(s.db, s.clock.now());
    await loadInsurerFixture(s.db, s.clock.now());
    // The next transaction id: it moves only when a transaction writes (or locks) a row, so an
    // unchanged value after a refused call means that call wrote nothing, not even and then undone.
    transactionMark = async () => (await s.db.query<{ x: string }>('SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS x'))[0].x;
  });
  afterAll(async () => {
    console.info(`contract fuzz: answers by status ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
    await s?.close();
  });

  /** The fuzzing users' tokens; one found dead (a fuzzed logout ended it) is replaced by a new sign-in. */
  async function tokenOf(who: string): Promise<{ token?: string; signedIn: boolean }> {
    if (who === 'none') return { signedIn: false };
    if (tokens[who]) return { token: tokens[who], signedIn: false };
    const userName = { lab: U.dcadmin.userName, branch: U.noOtp.userName, insurer: U.insureradmin.userName, mareport: U.mareport.userName }[who]!;
    tokens[who] = await s.signIn(userName);
    return { token: tokens[who], signedIn: true };
  }

  /** Who suits an operation: its side's user, sometimes someone else or nobody. */
  function callers(id: string): fc.Arbitrary<string> {
    const access = allOperations.get(id as OperationId)?.access;
    const roles = access?.roles ?? [];
    const suitable = roles.includes('mareport') ? 'mareport' : roles.includes('insureradmin') ? 'insurer' : roles.includes('dcadmin') ? 'lab' : undefined;
    return suitable
      ? fc.oneof({ weight: 8, arbitrary: fc.constant(suitable) }, { weight: 1, arbitrary: fc.constantFrom('insurer', 'lab', 'branch') }, { weight: 1, arbitrary: fc.constant('none') })
      : fc.oneof({ weight: 9, arbitrary: fc.constantFrom('lab', 'insurer', 'branch') }, { weight: 1, arbitrary: fc.constant('none') });
  }

  for (const op of contractOperations()) {
    it(`${op.id} (${op.method} ${op.url}) answers malformed input with a 4xx and writes nothing`, async () => {
      const cases = fc.record({
        who: callers(op.id),
        body: op.body ? fc.oneof({ weight: 9, arbitrary: partInputs(op.body.schema) }, { weight: 1, arbitrary: fc.constantFrom(...BROKEN_BODIES).map((b) => ({ broken: b })) }) : fc.constant(undefined),
        query: op.query ? partInputs(op.query) : fc.constant(undefined),
        params: op.params ? partInputs(op.params) : fc.constant(undefined),
      });
      // Where the database's transactions stood after the last call: a refused call must leave it so.
      let state = await transactionMark();
      await fc.assert(
        fc.asyncProperty(cases, async ({ who, body, query, params }) => {
          const { token, signedIn } = await tokenOf(who);
          if (signedIn) state = await transactionMark();
          let url = op.url.replace(/\{([^}]+)\}/g, (_m, name: string) => {
            const value = (params as Record<string, unknown> | undefined)?.[name];
            return value === undefined ? '' : pathSegment(toText(value));
          });
          if (query && typeof query === 'object' && !Array.isArray(query)) {
            const search = new URLSearchParams();
            for (const [k, v] of Object.entries(query)) for (const item of Array.isArray(v) ? v : [v]) if (item !== undefined) search.append(k, toText(item));
            url += `?${search}`;
          }
          const headers: Record<string, string> = token ? { accesstoken: token } : {};
          let payload: string | undefined;
          if (op.body) {
            const broken = (body as { broken?: string } | undefined)?.broken;
            if (broken !== undefined) {
              payload = broken;
              headers['content-type'] = 'application/json';
            } else if (op.body.multipart) {
              const form = multipart(body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : { value: body }, op.body.files);
              payload = form.payload;
              headers['content-type'] = form.type;
            } else {
              payload = toJson(body);
              headers['content-type'] = 'application/json';
            }
          }
          const res = await s.app.inject({ method: op.method as 'GET', url, payload, headers });
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          if (res.statusCode === 401 && token) delete tokens[who];
          const notBuilt = res.statusCode === 501 && /not available on this server yet/.test(res.json().errorMessage);
          expect(res.statusCode >= 500 && !notBuilt, `${res.statusCode} ${res.body.slice(0, 300)}`).toBe(false);
          expect(res.body).not.toMatch(/"code":"(ERR|FST)_/);
          const before = state;
          state = await transactionMark();
          if (res.statusCode >= 400 && !(RECORDS_REFUSALS.has(op.id) && res.statusCode !== 400)) {
            expect(state, `${res.statusCode} ${res.body.slice(0, 200)} wrote to the database`).toBe(before);
          }
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
    }, 60_000);
  }
});
