import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ENGINES, type TestServer } from '../testing/test-server.ts';
import { FIXTURE } from '../testing/fixture.ts';

const U = FIXTURE.users;

async function latestResetMail(s: TestServer, userName: string): Promise<string | undefined> {
  const [row] = await s.db.query<{ body: string }>(
    `SELECT o.body FROM outbox o JOIN app_user u ON u.id = o.user_id WHERE u.user_name = $1 AND o.purpose = 'passwordReset' ORDER BY o.id DESC LIMIT 1`,
    [userName],
  );
  return row?.body;
}

async function latestResetToken(s: TestServer, userName: string): Promise<string> {
  const token = (await latestResetMail(s, userName))?.match(/resettoken=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error('no reset link in the outbox');
  return token;
}

describe.each(TEST_ENGINES)('forgot and reset password on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(engine, { publicUrl: 'http://portal.test' });
  });
  afterAll(() => s.close());

  const reset = (resetToken: string, newPassword: string, retypePassword = newPassword) =>
    s.call('POST', '/api/password/MarketPlaceLogon/ResetPassword', { body: { newPassword, retypePassword, appID: 10007, resetToken } });

  it('e-mails a single-use link, applies the password rules, and ends old sessions', async () => {
    const oldSession = await s.signIn(U.noOtp.userName);
    const sent = await s.call('POST', '/api/provider/forgotPassword', { body: { username: U.noOtp.userName } });
    expect(sent.json()).toEqual({ isSuccess: true, userName: 'fx.nootp', emailId: '' });
    const token = await latestResetToken(s, U.noOtp.userName);
    // An e-mailed link is opened outside any page, so it alone is absolute, from PUBLIC_URL.
    expect(await latestResetMail(s, U.noOtp.userName)).toContain(`http://portal.test/ResetPassword?resettoken=${token}`);

    expect((await reset(token, 'short')).json().errorMessage).toBe('Password must be at least 8 characters long.');
    expect((await reset(token, 'nouppercase1!')).json().errorMessage).toBe('Password must contain at least one uppercase letter.');
    expect((await reset(token, 'NoSpecial123')).json().errorMessage).toBe('Password must contain at least one special character (!@#$%&*?).');
    expect((await reset(token, 'Good@Pass1', 'Good@Pass2')).json().errorMessage).toBe('Password is not matching with confirm password');

    expect((await reset(token, 'Good@Pass1')).json()).toEqual({ isSuccess: true });
    expect((await reset(token, 'Good@Pass2')).statusCode).toBe(400);
    expect((await s.call('POST', '/api/medibuddyCentral/validServices', { body: {}, token: oldSession })).statusCode).toBe(401);
    expect(await s.signIn(U.noOtp.userName, 'Good@Pass1')).toEqual(expect.any(String));
  });

  it('refuses a user name that is empty or only spaces with the spec message, and records nothing', async () => {
    const audited = async () => (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_event'))[0]!.n;
    const before = await audited();
    for (const username of ['', '   ', '\t ']) {
      const res = await s.call('POST', '/api/provider/forgotPassword', { body: { username } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorMessage).toBe('Please enter your username for which you want to reset password.');
    }
    expect(await audited()).toBe(before);
  });

  it('refuses an expired link', async () => {
    await s.call('POST', '/api/provider/forgotPassword', { body: { username: U.otherLab.userName } });
    const token = await latestResetToken(s, U.otherLab.userName);
    s.clock.advanceMinutes(31);
    const res = await reset(token, 'Good@Pass1');
    s.clock.advanceMinutes(-31);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe('This reset link is invalid or has expired. Please ask for a new one.');
  });

  it('lets the profile menu reset only the caller, and only with RESET_PASSWORD', async () => {
    const admin = await s.signIn(U.dcadmin.userName);
    expect((await s.call('POST', '/api/provider/resetPassword', { body: { username: U.dcadmin.userName }, token: admin })).json()).toEqual({
      isSuccess: true,
      userName: U.dcadmin.userName,
      emailId: 'fx********@fixture.example',
    });
    expect((await s.call('POST', '/api/provider/resetPassword', { body: { username: U.otherLab.userName }, token: admin })).statusCode).toBe(403);
    const clinic = await s.signIn(U.clinic.userName);
    const refused = await s.call('POST', '/api/provider/resetPassword', { body: { username: U.clinic.userName }, token: clinic });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorMessage).toBe('You are not Authorized for this action');
  });

  it('refuses the profile menu a fourth link within the hour', async () => {
    const admin = await s.signIn(U.dcadmin.userName);
    const ask = () => s.call('POST', '/api/provider/resetPassword', { body: { username: U.dcadmin.userName }, token: admin });
    s.clock.advanceMinutes(61);
    for (let i = 0; i < 3; i++) expect((await ask()).statusCode).toBe(200);
    const fourth = await ask();
    s.clock.advanceMinutes(-61);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().errorMessage).toBe('Too_many_reset_links_Please_try_again_in_an_hour');
  });
});
