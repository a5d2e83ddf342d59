import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

describe('the contract at the door', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer('pglite');
  });
  afterAll(() => s.close());

  const counts = async () =>
    (await s.db.query<{ n: number }>(`SELECT (SELECT count(*) FROM outbox) + (SELECT count(*) FROM otp_challenge) + (SELECT count(*) FROM user_session) AS n`))[0].n;

  it.each([
    [{ userName: 42, password: 'x', applicationId: 10007 }, 'body/userName must be string'],
    [{ userName: 'fx.dcadmin', password: 'x', applicationId: 1 }, 'body/applicationId must be equal to one of the allowed values'],
    [{ userName: 'fx.dcadmin', password: 'x', applicationId: 10007, isAdmin: true }, 'body must NOT have additional properties'],
    [{ password: 'x' }, "body must have required property 'applicationId'"],
  ])('answers 400 naming the field for %j and writes nothing', async (body, message) => {
    const before = await counts();
    const res = await s.call('POST', '/api/provider/Authenticate', { body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ isSuccess: false, errorMessage: message });
    expect(await counts()).toBe(before);
  });

  it('refuses a code that is not five digits', async () => {
    const res = await s.call('POST', '/api/provider/verifyOTP', { body: { otp: '12a45', applicationId: 10007, userId: 1, encryptedToken: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe('body/otp must match pattern "^[0-9]{5}$"');
  });

  it('checks the session before the body: no token answers Invalid Access Token', async () => {
    const res = await s.call('POST', '/api/medibuddyCentral/RequestDetails', { body: { nonsense: true } });
    expect(res.statusCode).toBe(401);
    expect(res.json().errorMessage).toBe('Invalid Access Token');
  });

  it('answers 404 for an unknown route', async () => {
    const res = await s.call('POST', '/api/provider/NoSuchCall', { body: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorMessage).toBe('No such route: POST /api/provider/NoSuchCall');
  });

  it('reports readiness and serves the contract documentation', async () => {
    expect((await s.call('GET', '/readyz')).json()).toEqual({ status: 'ready', database: 'pglite' });
    const doc = (await s.call('GET', '/docs/provider.json')).json();
    expect(doc.paths['/Authenticate'].post.operationId).toBe('authenticate');
    expect((await s.call('GET', '/docs/')).statusCode).toBe(200);
  });
});
