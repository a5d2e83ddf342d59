import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSecondInstance, startTestServer, TEST_ENGINES, type TestServer } from '../testing/test-server.ts';
import { FIXTURE } from '../testing/fixture.ts';
import { errorBody } from './api-error.ts';
import { tooManyCalls } from '../../../core/shared/call-limit.ts';

const U = FIXTURE.users;
/** Low figures, so a test reaches them in a few calls. */
const LIMITS = { perUser: 5, perAddress: 10, exports: 2, uploads: 2 };

/** A call from a client address of the test's choosing (one address is one counter). */
const callFrom = (s: TestServer, from: string, method: 'GET' | 'POST', url: string, options: { token?: string; body?: object } = {}) =>
  s.app.inject({ method, url, remoteAddress: from, payload: options.body, headers: options.token ? { accesstoken: options.token } : {} });

/** The answer is a refusal of the pace: 429, the wait in Retry-After and the usual error body saying it. */
function expectTooMany(res: Awaited<ReturnType<typeof callFrom>>) {
  expect(res.statusCode).toBe(429);
  const seconds = Number(res.headers['retry-after']);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(60);
  expect(res.json()).toEqual(errorBody(tooManyCalls(seconds)));
}

describe.each(TEST_ENGINES)('the general limit of calls on %s', (engine) => {
  let s: TestServer;

  beforeAll(async () => {
    s = await startTestServer(engine, { rateLimits: LIMITS });
  }, 180_000);
  afterAll(() => s?.close());

  it('refuses a user past their calls a minute from any address, and the refused call writes nothing', async () => {
    const token = await s.signIn(U.dcadmin.userName);
    for (let i = 1; i <= LIMITS.perUser; i++) expect((await callFrom(s, `10.0.0.${i}`, 'GET', '/api/provider/ProfileDetails', { token })).statusCode).toBe(200);
    const refused = await callFrom(s, '10.0.0.99', 'POST', '/api/provider/saveLanguage', { token, body: { language: 'hi' } });
    expectTooMany(refused);
    const [user] = await s.db.query<{ language: string }>('SELECT language FROM app_user WHERE id = $1', [U.dcadmin.id]);
    expect(user!.language).toBe('en');
    // Another user is counted on their own.
    const other = await s.signIn(U.otherLab.userName);
    expect((await callFrom(s, '10.0.0.100', 'GET', '/api/provider/ProfileDetails', { token: other })).statusCode).toBe(200);
  });

  it('refuses an address past its calls a minute, signed in or not, but never the operator routes', async () => {
    for (let i = 0; i < LIMITS.perAddress; i++) expect((await callFrom(s, '10.0.1.1', 'GET', '/api/insurance/callStatusLookUp')).statusCode).toBe(200);
    expectTooMany(await callFrom(s, '10.0.1.1', 'GET', '/api/insurance/callStatusLookUp'));
    expectTooMany(await callFrom(s, '10.0.1.1', 'POST', '/api/provider/Authenticate', { body: { userName: U.dcadmin.userName, password: FIXTURE.password, applicationId: 10007 } }));
    expect((await callFrom(s, '10.0.1.2', 'GET', '/api/insurance/callStatusLookUp')).statusCode).toBe(200);
    for (const path of ['/livez', '/readyz']) expect((await callFrom(s, '10.0.1.1', 'GET', path)).statusCode).toBe(200);
  });

  it('allows fewer exports than other calls', async () => {
    const token = await s.signIn(U.insureradmin.userName);
    const exportFrom = (from: string) => callFrom(s, from, 'POST', '/api/insurance/exportAppointments', { token, body: { paginationBasedDetail: { pageNumber: 1, recordsPerPage: 10 }, fetchByDate: false } });
    for (let i = 1; i <= LIMITS.exports; i++) expect((await exportFrom(`10.0.2.${i}`)).statusCode).toBe(200);
    expectTooMany(await exportFrom('10.0.2.9'));
    // The user's other calls go on: three exports and this one are within their five.
    expect((await callFrom(s, '10.0.2.10', 'GET', '/api/provider/ProfileDetails', { token })).statusCode).toBe(200);
  });
});

/** Instances behind a balancer share one count per key: the database holds it. */
describe.runIf(process.env.DATABASE_URL_TEST)('the general limit of calls across two instances', () => {
  let one: TestServer;
  let two: TestServer;
  beforeAll(async () => {
    one = await startTestServer('postgres', { rateLimits: LIMITS });
    two = await startSecondInstance(one);
  }, 180_000);
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('counts an address’s calls on both', async () => {
    for (let i = 0; i < LIMITS.perAddress; i++) expect((await callFrom(i % 2 ? two : one, '10.0.3.1', 'GET', '/api/insurance/callStatusLookUp')).statusCode).toBe(200);
    expectTooMany(await callFrom(one, '10.0.3.1', 'GET', '/api/insurance/callStatusLookUp'));
    expectTooMany(await callFrom(two, '10.0.3.1', 'GET', '/api/insurance/callStatusLookUp'));
  });
});
