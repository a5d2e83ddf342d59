import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleAll } from '../../../openapi/bundle.ts';
import { serviceBasePath, type ServiceName } from '../../../openapi/services.ts';
import { startTestServer, TEST_ENGINES, type TestServer } from '../testing/test-server.ts';
import { FIXTURE } from '../testing/fixture.ts';
import { loadRequestsFixture } from '../testing/requests-fixture.ts';
import { loadInsurerFixture } from '../testing/insurer-fixture.ts';
import { dateBeside, dateFieldsOf, partInputs, toJson, toText, validValue, withField, type DateField } from '../testing/contract-arbitraries.ts';
import { addChartUser } from '../testing/chart-user.ts';
import { AFFILIATE, loadAffiliateFixture } from '../testing/affiliate-fixture.ts';
import { bodyAjv, textAjv } from './validators.ts';
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
  /** The statuses the contract declares for it. */
  statuses: Set<number>;
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
          statuses: new Set(Object.keys(op.responses ?? {}).map(Number)),
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
          expect(res.statusCode >= 500, `${res.statusCode} ${res.body.slice(0, 300)}`).toBe(false);
          // What the server answers, the contract says it may.
          expect(op.statuses.has(res.statusCode), `${res.statusCode} is not declared: ${res.body.slice(0, 200)}`).toBe(true);
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

/** A date field of one request part, named as the server's messages name it (`body/startDate`). */
interface DatedField extends DateField {
  part: 'body' | 'querystring';
  name: string;
}

function datedFields(op: ContractOperation): DatedField[] {
  const parts = [['body', op.body?.multipart ? undefined : op.body?.schema], ['querystring', op.query]] as const;
  const seen = new Map<string, DatedField>();
  for (const [part, schema] of parts) {
    for (const field of schema ? dateFieldsOf(schema) : []) {
      const name = `${part}/${field.path.join('/')}`;
      if (!seen.has(name)) seen.set(name, { ...field, part, name });
    }
  }
  return [...seen.values()];
}

/** Whether `value` holds the object a date at `path` belongs in (each list on the way has an item). */
function holdsParent(value: unknown, path: (string | number)[]): boolean {
  let node = value;
  for (const key of path.slice(0, -1)) {
    if (node === null || typeof node !== 'object') return false;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node !== null && typeof node === 'object';
}

/**
 * A value of a request part that its schema accepts, with a place for each of its dates, so the
 * only fault of a call is the one a test puts in.
 */
function validSample(schema: object, ajv: typeof bodyAjv): unknown {
  const validate = ajv.compile(schema);
  const dates = dateFieldsOf(schema);
  const found = fc
    .sample(validValue(schema), { numRuns: 500, seed: 27 })
    .find((value) => dates.every((d) => holdsParent(value, d.path)) && validate(structuredClone(value)));
  expect(found, 'no generated value passes its own schema').toBeDefined();
  return found;
}

/** Values a date field must refuse: a step past each bound, and the far ends legacy data holds (year 0001, 9999). */
function outside(field: DateField): string[] {
  const far = { date: ['0001-01-01', '9999-12-31'], 'date-time': ['0001-01-01T00:00:00Z', '9999-12-31T23:59:59Z'], 'slot-timestamp': ['0001-01-01 00:00:00.000', '9999-12-31 23:59:59.999'] }[field.format];
  return [dateBeside(field, field.earliest!, -1), dateBeside(field, field.latest!, 1), ...far];
}

describe.each(TEST_ENGINES)('every date of the contract, on both sides of its bounds (%s)', (engine) => {
  let s: TestServer;
  const tokens: string[] = [];
  let transactionMark: () => Promise<string>;

  beforeAll(async () => {
    s = await startTestServer(engine);
    await loadRequestsFixture(s.db, s.clock.now());
    await loadInsurerFixture(s.db, s.clock.now());
    await loadAffiliateFixture(s.db, s.clock.now());
    const chartUser = await addChartUser(s.db);
    // The clinic also manages its doctors, so the doctor calls have a caller.
    await s.db.query(`UPDATE app_user SET features = ARRAY['VIEW_OFFLINE', 'UPDATE_DOCTOR'] WHERE id = $1`, [U.clinic.id]);
    const callers = [U.dcadmin, U.noOtp, U.clinic, U.insureradmin, U.insureragent, U.mareport, AFFILIATE.user].map((u) => u.userName);
    for (const userName of [...callers, chartUser]) {
      tokens.push(await s.signIn(userName));
    }
    transactionMark = async () => (await s.db.query<{ x: string }>('SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS x'))[0].x;
  });
  afterAll(() => s?.close());

  /** One call of `op` with its parts as given: a valid value of each part unless replaced. */
  function call(op: ContractOperation, token: string, parts: { body?: unknown; query?: unknown }) {
    let url = op.url;
    if (parts.query && typeof parts.query === 'object') {
      const search = new URLSearchParams();
      for (const [k, v] of Object.entries(parts.query)) if (v !== undefined) search.append(k, toText(v));
      url += `?${search}`;
    }
    return s.app.inject({ method: op.method as 'GET', url, payload: parts.body === undefined ? undefined : toJson(parts.body), headers: { accesstoken: token, ...(parts.body === undefined ? {} : { 'content-type': 'application/json' }) } });
  }

  for (const op of contractOperations()) {
    const fields = datedFields(op);
    if (fields.length === 0 || op.params) continue;
    it(`${op.id} refuses every date outside its bounds with a 400 naming it, and serves every date at them`, async () => {
      const valid = { body: op.body && !op.body.multipart ? validSample(op.body.schema, bodyAjv) : undefined, query: op.query ? validSample(op.query, textAjv) : undefined };
      const withDate = (field: DatedField, value: string, parts = valid) => ({ ...parts, [field.part === 'body' ? 'body' : 'query']: withField(parts[field.part === 'body' ? 'body' : 'query'], field.path, value) });
      for (const field of fields) {
        expect(field.earliest && field.latest, `${field.name} declares no first and last value`).toBeTruthy();
      }
      // The first fixture user the operation admits (role, feature, chart list) is the caller.
      const first = fields[0]!;
      let token: string | undefined;
      for (const candidate of tokens) {
        const res = await call(op, candidate, withDate(first, outside(first)[0]!));
        if (res.statusCode !== 401 && res.statusCode !== 403) {
          token = candidate;
          break;
        }
      }
      expect(token, 'no fixture user may call it').toBeDefined();
      for (const field of fields) {
        for (const value of outside(field)) {
          const before = await transactionMark();
          const res = await call(op, token!, withDate(field, value));
          expect(res.statusCode, `${field.name} = ${value}: ${res.body.slice(0, 300)}`).toBe(400);
          expect(res.json().errorMessage, `${field.name} = ${value}`).toMatch(new RegExp(`^${field.name} must not be (before|after) `));
          expect(await transactionMark(), `${field.name} = ${value} wrote to the database`).toBe(before);
        }
      }
      for (const side of ['earliest', 'latest'] as const) {
        const atBound = fields.reduce((parts, field) => withDate(field, field[side]!, parts), valid);
        const res = await call(op, token!, atBound);
        expect(res.statusCode, `every date at its ${side}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
        expect(op.statuses.has(res.statusCode), `${res.statusCode} is not declared`).toBe(true);
      }
    }, 60_000);
  }
});
