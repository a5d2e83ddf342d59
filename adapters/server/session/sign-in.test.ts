import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ENGINES, type TestServer } from '../testing/test-server.ts';
import { FIXTURE } from '../testing/fixture.ts';

const U = FIXTURE.users;
const authenticate = (s: TestServer, userName: string, password: string) =>
  s.call('POST', '/api/provider/Authenticate', { body: { userName, password, applicationId: 10007 } });

describe.each(TEST_ENGINES)('sign-in with a one-time code on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(engine);
  });
  afterAll(() => s.close());

  it('asks for a code, e-mails it, and exchanges it for a session', async () => {
    const first = (await authenticate(s, U.dcadmin.userName, FIXTURE.password)).json();
    expect(first).toMatchObject({ isSuccess: true, isOtpNeeded: true, accessToken: null, userId: U.dcadmin.id, otpSentOn: 'fx********@fixture.example' });
    const code = await s.latestCode(U.dcadmin.userName);
    expect(code).toMatch(/^\d{5}$/);
    const second = (
      await s.call('POST', '/api/provider/verifyOTP', { body: { otp: code, applicationId: 10007, userId: first.userId, encryptedToken: first.encryptedToken } })
    ).json();
    expect(second.success).toBe(true);
    expect(second.userDetails).toMatchObject({
      userName: 'fx.dcadmin',
      role: 'dcadmin',
      roleId: 5432,
      entityType: 'DC',
      entityName: 'Fixture Diagnostics',
      parentProvider: { isParent: true, childEntities: { '101': 'Fixture Diagnostics Indiranagar', '102': 'Fixture Diagnostics Andheri' } },
      selectedProviders: [101, 102],
    });
    expect(second.hospDetails).toEqual({ hospName: 'Fixture Diagnostics', address: '1 MG Road, Bengaluru' });
    const profile = await s.call('GET', '/api/provider/ProfileDetails', { token: second.accessToken, headers: { userfeatures: second.userFeatureHash } });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().userProfile.validServices).toEqual(['LABS']);
  });

  it('refuses a wrong password and an unknown user alike, sending no code', async () => {
    const before = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox');
    for (const [user, password] of [[U.dcadmin.userName, 'wrong'], ['nobody', FIXTURE.password]]) {
      const body = (await authenticate(s, user, password)).json();
      expect(body).toMatchObject({ isSuccess: false, isAuthenticated: false, isOtpNeeded: false, errorMessage: 'Invalid_Username_or_Password' });
    }
    const after = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox');
    expect(after[0].n).toBe(before[0].n);
  });

  it('counts wrong codes and locks the code after five', async () => {
    const first = (await authenticate(s, U.otherLab.userName, FIXTURE.password)).json();
    const code = await s.latestCode(U.otherLab.userName);
    const wrong = code === '00000' ? '11111' : '00000';
    const verify = (otp: string) =>
      s.call('POST', '/api/provider/verifyOTP', { body: { otp, applicationId: 10007, userId: first.userId, encryptedToken: first.encryptedToken } }).then((r) => r.json());
    for (let i = 1; i <= 4; i++) expect((await verify(wrong)).error).toBe('Invalid_OTP');
    expect((await verify(wrong)).error).toBe('OTP_locked_after_5_wrong_attempts_Please_login_again');
    expect(await verify(code)).toMatchObject({ success: false, error: 'OTP_locked_after_5_wrong_attempts_Please_login_again' });
  });

  it('lets a code expire after five minutes and be used only once', async () => {
    const first = (await authenticate(s, U.insureradmin.userName, FIXTURE.password)).json();
    const code = await s.latestCode(U.insureradmin.userName);
    const verify = () =>
      s.call('POST', '/api/provider/verifyOTP', { body: { otp: code, applicationId: 10007, userId: first.userId, encryptedToken: first.encryptedToken } }).then((r) => r.json());
    s.clock.advanceMinutes(6);
    expect((await verify()).error).toBe('OTP_Expired_Please_login_again');
    s.clock.advanceMinutes(-6);
    expect((await verify()).success).toBe(true);
    expect((await verify()).error).toBe('OTP_already_used_Please_login_again');
  });

  it('signs in without a code when the user needs none', async () => {
    const body = (await authenticate(s, U.noOtp.userName, FIXTURE.password)).json();
    expect(body).toMatchObject({ isSuccess: true, isAuthenticated: true, isOtpNeeded: false });
    expect(body.accessToken).toEqual(expect.any(String));
  });

  it('hands a live session over to the older portal only for the same provider tree', async () => {
    const token = await s.signIn(U.dcadmin.userName);
    const ok = (await s.call('POST', '/api/provider/Authenticate', { body: { accessToken: token, fromOldPortal: true, providerId: 101, applicationId: 10007 } })).json();
    expect(ok.isSuccess).toBe(true);
    expect(ok.accessToken).not.toBe(token);
    const refused = (await s.call('POST', '/api/provider/Authenticate', { body: { accessToken: token, fromOldPortal: true, providerId: 200, applicationId: 10007 } })).json();
    expect(refused).toMatchObject({ isSuccess: false, errorMessage: 'Invalid_Access_Token_for_this_provider' });
  });

  describe('a handed-over session ends when the original ends', () => {
    const handOver = async (token: string) =>
      (await s.call('POST', '/api/provider/Authenticate', { body: { accessToken: token, fromOldPortal: true, providerId: 101, applicationId: 10007 } })).json()
        .accessToken as string;
    const live = async (token: string) => (await s.call('POST', '/api/provider/validateToken', { body: { applicationId: 5385, authToken: token } })).json().isSuccess;

    it('at sign-out, for the hand-over of a hand-over too', async () => {
      const original = await s.signIn(U.noOtp.userName);
      const handed = await handOver(original);
      const handedAgain = await handOver(handed);
      expect([await live(handed), await live(handedAgain)]).toEqual([true, true]);
      await s.call('POST', '/api/provider/logout', { body: {}, token: original });
      expect([await live(original), await live(handed), await live(handedAgain)]).toEqual([false, false, false]);
    });

    it('at expiry, even if the hand-over came later', async () => {
      const original = await s.signIn(U.noOtp.userName);
      s.clock.advanceMinutes(12 * 60 - 10);
      const handed = await handOver(original);
      s.clock.advanceMinutes(11);
      const stillHanded = await live(handed);
      s.clock.advanceMinutes(-(12 * 60 + 1));
      expect(stillHanded).toBe(false);
    });

    it('but signing out of the hand-over leaves the original', async () => {
      const original = await s.signIn(U.noOtp.userName);
      const handed = await handOver(original);
      await s.call('POST', '/api/provider/logout', { body: {}, token: handed });
      expect([await live(original), await live(handed)]).toEqual([true, false]);
    });
  });
});
