import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ENGINES, type TestServer } from '../testing/test-server.ts';
import { FIXTURE } from '../testing/fixture.ts';

const U = FIXTURE.users;

describe.each(TEST_ENGINES)('the remembered language on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(engine);
  });
  afterAll(() => s.close());

  const languageOf = async (userId: number) =>
    (await s.db.query<{ language: string }>('SELECT language FROM app_user WHERE id = $1', [userId]))[0]?.language;
  const signInDetails = async (userName: string) =>
    (await s.call('POST', '/api/provider/Authenticate', { body: { userName, password: FIXTURE.password, applicationId: 10007 } })).json();

  it('starts as English and is carried in the user details of sign-in and of the profile', async () => {
    expect((await signInDetails(U.noOtp.userName)).userDetails.language).toBe('en');
    const token = await s.signIn(U.dcadmin.userName);
    expect((await s.call('GET', '/api/provider/ProfileDetails', { token })).json().userProfile.userDetails.language).toBe('en');
  });

  it("saves the caller's own language only, and their next sign-in carries it", async () => {
    const token = await s.signIn(U.noOtp.userName);
    const saved = await s.call('POST', '/api/provider/saveLanguage', { body: { language: 'hi' }, token });
    expect(saved.json()).toEqual({ isSuccess: true });
    expect(await languageOf(U.noOtp.id)).toBe('hi');
    expect(await languageOf(U.dcadmin.id)).toBe('en');
    expect((await signInDetails(U.noOtp.userName)).userDetails.language).toBe('hi');

    await s.call('POST', '/api/provider/saveLanguage', { body: { language: 'en' }, token });
    expect(await languageOf(U.noOtp.id)).toBe('en');
  });

  it('refuses a language it does not know, another user in the body, or no session, and writes nothing', async () => {
    const token = await s.signIn(U.dcadmin.userName);
    for (const body of [{ language: 'fr' }, { language: 'pseudo' }, { language: '' }, {}, { language: 'hi', userId: U.noOtp.id }]) {
      const res = await s.call('POST', '/api/provider/saveLanguage', { body, token });
      expect(res.statusCode).toBe(400);
    }
    expect((await s.call('POST', '/api/provider/saveLanguage', { body: { language: 'hi' } })).statusCode).toBe(401);
    expect(await languageOf(U.dcadmin.id)).toBe('en');
    expect(await languageOf(U.noOtp.id)).toBe('en');
  });
});
