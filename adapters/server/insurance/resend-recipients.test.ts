import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskEmail } from '../../../core/privacy/masks.ts';
import { startTestServer, TEST_ENGINES, type TestServer } from '../testing/test-server.ts';
import { FIXTURE } from '../testing/fixture.ts';
import { INSURER_REQUESTS as R, loadInsurerFixture } from '../testing/insurer-fixture.ts';

const U = FIXTURE.users;
const dnd = R.submittedDnd;
/** An address an earlier message of the DND request went to, no longer the customer's. */
const EARLIER = 'deepa.old@mail.test';
const UNKNOWN = "Not a contact of this request: a message can only be resent to the request's own e-mail or mobile";

describe.each(TEST_ENGINES)('the recipients a resend may go to, on %s', (engine) => {
  let s: TestServer;
  let insurer: string;
  let lab: string;
  let sms: number;
  let email: number;
  const post = (path: string, body: unknown, token?: string) => s.call('POST', `/api/insurance/${path}`, { body, token });
  const recipients = (emailAuditLogId: number, token: string, requestId = dnd.id) => post('resendRecipients', { requestId, emailAuditLogId }, token);
  const resend = (body: Record<string, unknown>, token: string) => post('resendMailSMS', { contractId: 9782, requestId: dnd.id, statusId: 23, ...body }, token);
  const lastResent = async () =>
    (await s.db.query<{ recipient: string }>(`SELECT recipient FROM outbox WHERE purpose = 'resend' AND request_id = $1 ORDER BY id DESC LIMIT 1`, [dnd.id]))[0]?.recipient;

  beforeAll(async () => {
    s = await startTestServer(engine);
    const now = s.clock.now();
    await loadInsurerFixture(s.db, now);
    await s.db.query(
      `INSERT INTO outbox (channel, recipient, subject, body, purpose, request_id, created_on, is_delivered, status, status_id)
       VALUES ('Email', $1, 'Your appointment', 'Booked', 'statusNotification', $2, $3, true, 'Logged', 22)`,
      [EARLIER, dnd.id, new Date(now.getTime() - 120 * 3_600_000)],
    );
    [insurer, lab] = await Promise.all([U.insureradmin.userName, U.dcadmin.userName].map((u) => s.signIn(u)));
    const rows = await s.db.query<{ id: number; channel: string }>(
      `SELECT id::int AS id, channel FROM outbox WHERE request_id = $1 AND purpose = 'statusNotification' AND recipient <> $2`,
      [dnd.id, EARLIER],
    );
    sms = rows.find((r) => r.channel === 'SMS')!.id;
    email = rows.find((r) => r.channel === 'Email')!.id;
  });
  afterAll(() => s.close());

  it("offers the customer's own numbers for an SMS, masked for a do-not-disturb customer", async () => {
    const res = await recipients(sms, insurer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      isSuccess: true,
      recipients: [
        { recipientId: 'phone', display: '98765*****', source: 'customer' },
        { recipientId: 'alternateMobile', display: '91234*****', source: 'customer' },
      ],
    });
    expect(res.body).not.toContain(dnd.phone);
    expect(res.body).not.toContain(dnd.additionals.alternateMobile);
  });

  it('offers e-mail addresses for an e-mail: the customer\'s first, then earlier recipients, masked', async () => {
    const res = await recipients(email, lab);
    const earlierId = (await s.db.query<{ id: number }>('SELECT id::int AS id FROM outbox WHERE recipient = $1', [EARLIER]))[0].id;
    expect(res.json().recipients).toEqual([
      { recipientId: 'email', display: 'de********@mail.test', source: 'customer' },
      { recipientId: `sent-${earlierId}`, display: maskEmail(EARLIER), source: 'earlier' },
    ]);
    expect(res.body).not.toContain(dnd.email);
    expect(res.body).not.toContain(EARLIER);
  });

  it('resends to an offered entry by its id: the server resolves the masked contact', async () => {
    expect((await resend({ emailAuditLogId: sms, recipientId: 'alternateMobile' }, insurer)).json()).toEqual({ isSuccess: true, errorMessage: null });
    expect(await lastResent()).toBe(dnd.additionals.alternateMobile);
    const [earlier] = (await recipients(email, insurer)).json().recipients.filter((r: { source: string }) => r.source === 'earlier');
    expect((await resend({ emailAuditLogId: email, recipientId: earlier.recipientId }, lab)).json().isSuccess).toBe(true);
    expect(await lastResent()).toBe(EARLIER);
  });

  it('refuses an id it did not offer for this message, saying why, and sends nothing', async () => {
    const before = await s.db.query("SELECT id FROM outbox WHERE purpose = 'resend'");
    for (const recipientId of ['email', 'agentMobile', 'sent-1']) {
      const res = await resend({ emailAuditLogId: sms, recipientId }, insurer);
      expect(res.statusCode).toBe(400);
      expect(res.json().errorMessage).toBe(`body/recipientId: ${UNKNOWN}`);
    }
    const malformed = await resend({ emailAuditLogId: sms, recipientId: '9000011111@x' }, insurer);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errorMessage).toContain('body/recipientId');
    expect(await s.db.query("SELECT id FROM outbox WHERE purpose = 'resend'")).toEqual(before);
  });

  it('lists recipients only with a session, to a caller who may see the request, for a message of it', async () => {
    expect((await post('resendRecipients', { requestId: dnd.id, emailAuditLogId: sms })).statusCode).toBe(401);
    for (const user of [U.otherInsurer.userName, U.otherLab.userName]) {
      const res = await recipients(sms, await s.signIn(user));
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('98765');
    }
    const [foreign] = await s.db.query<{ id: number }>('SELECT id::int AS id FROM outbox WHERE request_id = $1', [R.otherInsurer.id]);
    expect((await recipients(foreign.id, insurer)).statusCode).toBe(404);
    const [otp] = await s.db.query<{ id: number }>(`SELECT id::int AS id FROM outbox WHERE purpose = 'otp' AND request_id = $1`, [dnd.id]);
    expect((await recipients(otp.id, insurer)).statusCode).toBe(404);
    expect((await recipients(sms, insurer, R.otherInsurer.id)).statusCode).toBe(404);
    expect((await post('resendRecipients', { requestId: dnd.id }, insurer)).statusCode).toBe(400);
  });
});
