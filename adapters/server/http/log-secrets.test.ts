import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { startTestServer, TEST_ENGINES, type TestServer } from '../testing/test-server.ts';
import { FIXTURE } from '../testing/fixture.ts';
import { startSmtpSink } from '../testing/smtp-sink.ts';

const U = FIXTURE.users;

/** Every line the server logged, as text. */
function capturedLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: pino({ level: 'debug' }, stream) };
}

describe.each(TEST_ENGINES)('the log on %s', (engine) => {
  describe('with a real mail server (SMTP_URL)', () => {
    let s: TestServer;
    let sink: Awaited<ReturnType<typeof startSmtpSink>>;
    const log = capturedLog();

    beforeAll(async () => {
      sink = await startSmtpSink();
      s = await startTestServer(engine, { smtpUrl: sink.url }, log.logger);
    });
    afterAll(async () => {
      await s?.close();
      await sink?.close();
    });

    it('holds no one-time code, reset link, token or e-mail address after a sign-in and a reset', async () => {
      const token = await s.signIn(U.dcadmin.userName);
      const code = await s.latestCode(U.dcadmin.userName);
      await s.call('POST', '/api/provider/forgotPassword', { body: { username: U.dcadmin.userName } });
      const [reset] = await s.db.query<{ body: string }>(`SELECT body FROM outbox WHERE purpose = 'passwordReset' ORDER BY id DESC LIMIT 1`);
      const resetToken = /resettoken=([A-Za-z0-9_-]+)/.exec(reset!.body)![1];
      // The reset page is opened with the token in its address: that request's log line must not keep it.
      await s.call('GET', `/ResetPassword?resettoken=${resetToken}`, { headers: { accept: 'text/html' } });
      await s.call('POST', '/api/password/MarketPlaceLogon/ResetPassword', { body: { newPassword: 'Fresh@Pass1', retypePassword: 'Fresh@Pass1', appID: 10007, resetToken } });

      // The mail really left through SMTP, so the log was not needed to read it.
      await expect.poll(() => sink.mails.length).toBeGreaterThanOrEqual(2);
      const whole = log.lines.join('');
      expect(whole).toContain('outbox: Email to a portal user (otp)');
      for (const secret of [code, resetToken, token, `${U.dcadmin.userName}@fixture.example`]) expect(whole).not.toContain(secret);
      expect(whole).not.toContain('development mail sink');
    });
  });

  describe('without a mail server (development)', () => {
    let s: TestServer;
    const log = capturedLog();
    beforeAll(async () => {
      s = await startTestServer(engine, {}, log.logger);
    });
    afterAll(() => s?.close());

    it('prints the code for the developer and says the log is the development mail sink', async () => {
      await s.signIn(U.dcadmin.userName);
      const code = await s.latestCode(U.dcadmin.userName);
      const whole = log.lines.join('');
      expect(whole).toContain('this is the development mail sink');
      expect(whole).toContain(`Your one-time code is ${code}.`);
    });
  });
});
