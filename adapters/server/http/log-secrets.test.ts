import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ENGINES, type TestServer } from '../testing/test-server.ts';
import { FIXTURE } from '../testing/fixture.ts';
import { startSmtpSink } from '../testing/smtp-sink.ts';
import { capturedLog } from '../testing/captured-log.ts';
import { loadRequestsFixture } from '../testing/requests-fixture.ts';
import { SPOC_ROLES, spocRolesFor } from '../../../core/spoc/spoc-roles.ts';

const U = FIXTURE.users;
const SPOC_ADMIN = ['VIEW_OFFLINE', 'VIEW_SPOC_LIST', 'VIEW_SPOC_DETAILS', 'CREATE_SPOC', 'EDIT_SPOC_DETAILS', 'UPDATE_SPOC_STATUS'];
const OFF = { Email: false, SMS: false, Whatsapp: false };
const NEW_SPOC = { email: 'priya.shah@clinic.example', phone: '9812345678' };

/** The fixture's clinic user made a SPOC administrator, who creates a SPOC (who is mailed a set-password link). */
async function createSpoc(s: TestServer): Promise<void> {
  await loadRequestsFixture(s.db, s.clock.now());
  await s.db.query('UPDATE app_user SET features = $2, spoc_roles = $3 WHERE id = $1', [U.clinic.id, SPOC_ADMIN, spocRolesFor('admin', { ofc: ['Dermatologist'] })]);
  const clinic = await s.signIn(U.clinic.userName);
  const created = await s.call('POST', '/api/provider/CreateUser', {
    token: clinic,
    body: {
      applicationId: 10007, firstName: 'Priya', lastName: 'Shah', email: NEW_SPOC.email, phoneNumber: NEW_SPOC.phone, entityId: 200, whatsappno: '',
      userRoles: spocRolesFor('editor', { ofc: ['Dermatologist'] }).map((name) => SPOC_ROLES.find((r) => r.name === name)!.id),
      getSpocUpdate: OFF, getDoctorUpdate: OFF, getOrderUpdate: OFF,
    },
  });
  expect(created.statusCode, created.body).toBe(200);
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

    it('holds no one-time code, reset link, token or contact after a sign-in, a reset and a SPOC creation', async () => {
      const token = await s.signIn(U.dcadmin.userName);
      const code = await s.latestCode(U.dcadmin.userName);
      await s.call('POST', '/api/provider/forgotPassword', { body: { username: U.dcadmin.userName } });
      const [reset] = await s.db.query<{ body: string }>(`SELECT body FROM outbox WHERE purpose = 'passwordReset' ORDER BY id DESC LIMIT 1`);
      const resetToken = /resettoken=([A-Za-z0-9_-]+)/.exec(reset!.body)![1];
      // The reset page is opened with the token in its address: that request's log line must not keep it.
      await s.call('GET', `/ResetPassword?resettoken=${resetToken}`, { headers: { accept: 'text/html' } });
      await s.call('POST', '/api/password/MarketPlaceLogon/ResetPassword', { body: { newPassword: 'Fresh@Pass1', retypePassword: 'Fresh@Pass1', appID: 10007, resetToken } });
      await createSpoc(s);
      const [welcome] = await s.db.query<{ body: string }>('SELECT body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [NEW_SPOC.email]);
      const setToken = /resettoken=([A-Za-z0-9_-]+)/.exec(welcome!.body)![1];

      // The mail really left through SMTP, so the log was not needed to read it.
      await expect.poll(() => sink.mails.length).toBeGreaterThanOrEqual(3);
      const whole = log.lines.join('');
      expect(whole).toContain('outbox: Email to a portal user (otp)');
      for (const secret of [code, resetToken, token, setToken, `${U.dcadmin.userName}@fixture.example`, NEW_SPOC.email, NEW_SPOC.phone]) expect(whole).not.toContain(secret);
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
