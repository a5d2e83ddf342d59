import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ENGINES, type TestServer } from '../testing/test-server.ts';
import { FIXTURE } from '../testing/fixture.ts';

const U = FIXTURE.users;

describe.each(TEST_ENGINES)('sessions on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(engine);
  });
  afterAll(() => s.close());

  it('answers Invalid Access Token for a missing, unknown, expired or signed-out token', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const res = await s.call('POST', '/api/medibuddyCentral/validServices', { body: {}, token });
      expect(res.statusCode).toBe(401);
      expect(res.json().errorMessage).toBe('Invalid Access Token');
    }
    const token = await s.signIn(U.noOtp.userName);
    expect((await s.call('POST', '/api/medibuddyCentral/validServices', { body: {}, token })).statusCode).toBe(200);
    s.clock.advanceMinutes(12 * 60 + 1);
    expect((await s.call('POST', '/api/medibuddyCentral/validServices', { body: {}, token })).json().errorMessage).toBe('Invalid Access Token');
    s.clock.advanceMinutes(-(12 * 60 + 1));
    expect((await s.call('POST', '/api/provider/logout', { body: {}, token })).json()).toEqual({ isSuccess: true });
    expect((await s.call('POST', '/api/provider/validateToken', { body: { applicationId: 5385, authToken: token } })).json()).toEqual({ isSuccess: false });
    expect((await s.call('POST', '/api/medibuddyCentral/validServices', { body: {}, token })).statusCode).toBe(401);
  });

  it('derives valid services from features: labs, offline consults, insurers on labs', async () => {
    const services = async (user: string) =>
      (await s.call('POST', '/api/medibuddyCentral/validServices', { body: {}, token: await s.signIn(user) })).json().data.validServices;
    expect(await services(U.dcadmin.userName)).toEqual(['LABS']);
    expect(await services(U.clinic.userName)).toEqual(['OFFLINE_CONSULTS']);
    expect(await services(U.insureradmin.userName)).toEqual(['LABS']);
  });

  it('reports a profile changed by an admin with 409', async () => {
    const token = await s.signIn(U.insureragent.userName);
    const ok = await s.call('GET', '/api/provider/ProfileDetails', { token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().userProfile.userDetails.properties).toEqual({ AgentId: 'AG-1' });
    expect((await s.call('GET', '/api/provider/ProfileDetails', { token, headers: { userfeatures: 'stale' } })).statusCode).toBe(409);
    await s.db.query('UPDATE app_user SET profile_version = profile_version + 1 WHERE id = $1', [U.insureragent.id]);
    const changed = await s.call('GET', '/api/provider/ProfileDetails', { token });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().errorMessage).toBe('Your profile has been updated by the admin. Please log in again.');
  });

  it('answers roles and features of the caller', async () => {
    const token = await s.signIn(U.dcadmin.userName);
    expect((await s.call('POST', '/api/provider/userRolesFeatures', { body: {}, token })).json()).toEqual({
      isSuccess: true,
      rolesFeatures: { roles: [{ roleId: 5432, roleName: 'dcadmin' }], features: [{ featureName: 'VIEW_LABS' }, { featureName: 'RESET_PASSWORD' }] },
    });
  });
});
