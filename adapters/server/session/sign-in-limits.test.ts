import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../start.ts';
import { startSecondInstance, startTestServer, TEST_ENGINES, TestClock, type TestServer } from '../testing/test-server.ts';
import { FIXTURE, loadFixture } from '../testing/fixture.ts';

const U = FIXTURE.users;
const WAIT_30 = 'Too_many_failed_attempts_Please_try_again_in_30_seconds';
const LOCKED = 'Account_locked_after_10_wrong_codes_Please_reset_your_password_or_ask_your_administrator';

const authenticate = (s: TestServer, userName: string, password: string) =>
  s.call('POST', '/api/provider/Authenticate', { body: { userName, password, applicationId: 10007 } });

async function latestResetToken(s: TestServer, userName: string): Promise<string> {
  const [row] = await s.db.query<{ body: string }>(
    `SELECT o.body FROM outbox o JOIN app_user u ON u.id = o.user_id WHERE u.user_name = $1 AND o.purpose = 'passwordReset' ORDER BY o.id DESC LIMIT 1`,
    [userName],
  );
  const token = row?.body.match(/resettoken=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error('no reset link in the outbox');
  return token;
}

const mails = async (s: TestServer, userId: number, purpose: string) =>
  (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE user_id = $1 AND purpose = $2', [userId, purpose]))[0].n;

describe.each(TEST_ENGINES)('sign-in limits on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(engine);
  });
  afterAll(() => s.close());

  it('makes the sixth failed password in 15 minutes wait, longer each time, even with the right password', async () => {
    for (let i = 1; i <= 5; i++) expect((await authenticate(s, U.noOtp.userName, `wrong-${i}`)).json().errorMessage).toBe('Invalid_Username_or_Password');
    const sixth = await authenticate(s, U.noOtp.userName, FIXTURE.password);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBe('30');
    expect(sixth.json()).toMatchObject({ isSuccess: false, errorMessage: WAIT_30 });

    s.clock.advanceMinutes(0.5);
    expect((await authenticate(s, U.noOtp.userName, 'wrong-6')).json().errorMessage).toBe('Invalid_Username_or_Password');
    const seventh = await authenticate(s, U.noOtp.userName, FIXTURE.password);
    expect(seventh.statusCode).toBe(429);
    expect(seventh.headers['retry-after']).toBe('60');
    s.clock.advanceMinutes(1);
    expect((await authenticate(s, U.noOtp.userName, FIXTURE.password)).json()).toMatchObject({ isSuccess: true, isAuthenticated: true });
    // A success ends the run: the next failure is the first of a new one.
    expect((await authenticate(s, U.noOtp.userName, 'wrong')).statusCode).toBe(200);
    expect((await authenticate(s, U.noOtp.userName, FIXTURE.password)).json().isAuthenticated).toBe(true);
  });

  it('answers an unknown name exactly as a known one, waits included', async () => {
    const answers = async (userName: string) => {
      const seen: unknown[] = [];
      for (let i = 1; i <= 6; i++) {
        const res = await authenticate(s, userName, `guess-${i}`);
        seen.push([res.statusCode, res.headers['retry-after'] ?? null, res.json()]);
      }
      return seen;
    };
    const known = await answers(U.insureragent.userName);
    expect(await answers('nobody.at.all')).toEqual(known);
    expect(known[5]).toEqual([429, '30', expect.objectContaining({ errorMessage: WAIT_30 })]);
    s.clock.advanceMinutes(20);
  });

  it('ends the older code challenge when a new one is issued', async () => {
    const first = (await authenticate(s, U.clinic.userName, FIXTURE.password)).json();
    const firstCode = await s.latestCode(U.clinic.userName);
    const second = (await authenticate(s, U.clinic.userName, FIXTURE.password)).json();
    const verify = (challenge: { userId: number; encryptedToken: string }, otp: string) =>
      s.call('POST', '/api/provider/verifyOTP', { body: { otp, applicationId: 10007, userId: challenge.userId, encryptedToken: challenge.encryptedToken } }).then((r) => r.json());
    expect(await verify(first, firstCode)).toMatchObject({ success: false, error: 'OTP_Expired_Please_login_again' });
    expect((await verify(second, await s.latestCode(U.clinic.userName))).success).toBe(true);
  });

  it('locks the account at the tenth failed code of the day until a reset link is used', async () => {
    const user = U.dcadmin;
    const wrongCodes = async (tries: number, password: string = FIXTURE.password) => {
      const challenge = (await authenticate(s, user.userName, password)).json();
      const code = await s.latestCode(user.userName);
      const wrong = code === '00000' ? '11111' : '00000';
      const errors: string[] = [];
      for (let i = 0; i < tries; i++) {
        const body = { otp: wrong, applicationId: 10007, userId: challenge.userId, encryptedToken: challenge.encryptedToken };
        errors.push((await s.call('POST', '/api/provider/verifyOTP', { body })).json().error);
      }
      return { challenge, code, errors };
    };
    expect((await wrongCodes(5)).errors.at(-1)).toBe('OTP_locked_after_5_wrong_attempts_Please_login_again');
    const { challenge, code, errors } = await wrongCodes(5);
    expect(errors.slice(0, 4)).toEqual(Array(4).fill('Invalid_OTP'));
    expect(errors[4]).toBe(LOCKED);
    // The eleventh try, with the right code, and a fresh password sign-in are both refused.
    const body = { otp: code, applicationId: 10007, userId: challenge.userId, encryptedToken: challenge.encryptedToken };
    expect((await s.call('POST', '/api/provider/verifyOTP', { body })).json()).toMatchObject({ success: false, error: LOCKED });
    const mailsBefore = await mails(s, user.id, 'otp');
    expect((await authenticate(s, user.userName, FIXTURE.password)).json()).toMatchObject({ isSuccess: false, isOtpNeeded: false, errorMessage: LOCKED });
    expect(await mails(s, user.id, 'otp')).toBe(mailsBefore);
    // The lock outlives the day; a wrong password still answers as for anyone.
    s.clock.advanceMinutes(25 * 60);
    expect((await authenticate(s, user.userName, 'wrong')).json().errorMessage).toBe('Invalid_Username_or_Password');
    expect((await authenticate(s, user.userName, FIXTURE.password)).json().errorMessage).toBe(LOCKED);

    await s.call('POST', '/api/provider/forgotPassword', { body: { username: user.userName } });
    const reset = await s.call('POST', '/api/password/MarketPlaceLogon/ResetPassword', {
      body: { newPassword: 'Unlock@123', retypePassword: 'Unlock@123', appID: 10007, resetToken: await latestResetToken(s, user.userName) },
    });
    expect(reset.json()).toEqual({ isSuccess: true });
    expect(await s.signIn(user.userName, 'Unlock@123')).toEqual(expect.any(String));
    // The count starts afresh after the unlock: one wrong code is just a wrong code.
    expect((await wrongCodes(1, 'Unlock@123')).errors).toEqual(['Invalid_OTP']);
  });

  it('answers forgot password the same for every name and mails one account at most three times an hour', async () => {
    const forgot = (username: string) => s.call('POST', '/api/provider/forgotPassword', { body: { username } });
    const unknown = await forgot('nobody.at.all');
    const known = await forgot(U.mareport.userName);
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ isSuccess: true, userName: 'nobody.at.all', emailId: '' });
    expect(known.json()).toEqual({ isSuccess: true, userName: U.mareport.userName, emailId: '' });

    for (let i = 0; i < 3; i++) expect((await forgot(U.mareport.userName)).json()).toEqual(known.json());
    expect(await mails(s, U.mareport.id, 'passwordReset')).toBe(3);
    s.clock.advanceMinutes(61);
    await forgot(U.mareport.userName);
    expect(await mails(s, U.mareport.id, 'passwordReset')).toBe(4);
  });

  it('ends every other reset link of the user once one is used', async () => {
    const user = U.otherInsurer;
    const forgot = () => s.call('POST', '/api/provider/forgotPassword', { body: { username: user.userName } });
    const reset = (resetToken: string, password: string) =>
      s.call('POST', '/api/password/MarketPlaceLogon/ResetPassword', { body: { newPassword: password, retypePassword: password, appID: 10007, resetToken } });
    await forgot();
    const older = await latestResetToken(s, user.userName);
    await forgot();
    const newer = await latestResetToken(s, user.userName);
    expect((await reset(newer, 'Newer@123')).statusCode).toBe(200);
    expect((await reset(older, 'Older@123')).statusCode).toBe(400);
    s.clock.advanceMinutes(61);
    await forgot();
    const third = await latestResetToken(s, user.userName);
    await forgot();
    expect((await reset(third, 'Third@123')).statusCode).toBe(200);
    expect((await reset(await latestResetToken(s, user.userName), 'Fourth@123')).statusCode).toBe(400);
  });
});

describe.runIf(TEST_ENGINES.includes('postgres'))('sign-in limits across two server instances on one PostgreSQL database', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer('postgres');
    b = await startSecondInstance(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('counts failed passwords on either instance towards one wait', async () => {
    for (let i = 1; i <= 5; i++) await authenticate(i % 2 ? a : b, U.noOtp.userName, `wrong-${i}`);
    expect((await authenticate(a, U.noOtp.userName, FIXTURE.password)).statusCode).toBe(429);
    expect((await authenticate(b, U.noOtp.userName, FIXTURE.password)).statusCode).toBe(429);
  });

  it('lets exactly five of many simultaneous guesses through', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => authenticate(i % 2 ? a : b, U.mareport.userName, `guess-${i}`)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(5);
  });

  it('lets one of two reset links used at once on two instances win', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 2; i++) {
      await a.call('POST', '/api/provider/forgotPassword', { body: { username: U.otherLab.userName } });
      tokens.push(await latestResetToken(a, U.otherLab.userName));
    }
    const answers = await Promise.all(
      tokens.map((resetToken, i) =>
        (i ? a : b).call('POST', '/api/password/MarketPlaceLogon/ResetPassword', { body: { newPassword: 'Racing@123', retypePassword: 'Racing@123', appID: 10007, resetToken } }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });
});

describe('sign-in limits after a restart of the embedded server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-limits-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const clock = new TestClock();
  const start = () =>
    startServer({ config: { dataDir, filesDir: join(dataDir, 'files'), databaseUrl: undefined, seedOnEmpty: false }, clock, listen: false, logger: pino({ level: 'silent' }) });
  const attempt = (server: Awaited<ReturnType<typeof start>>, password: string) =>
    server.app.inject({ method: 'POST', url: '/api/provider/Authenticate', payload: { userName: U.noOtp.userName, password, applicationId: 10007 } });

  // Two starts of PGlite on disk: slow on a busy machine.
  it('still makes the sixth failed password wait', { timeout: 90_000 }, async () => {
    const first = await start();
    await loadFixture(first.db);
    for (let i = 1; i <= 5; i++) expect((await attempt(first, `wrong-${i}`)).statusCode).toBe(200);
    await first.close();
    const second = await start();
    try {
      expect((await attempt(second, FIXTURE.password)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});
