import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ENGINES, type TestServer } from '../testing/test-server.ts';
import { FIXTURE } from '../testing/fixture.ts';
import { INSURER_REQUESTS as R, loadInsurerFixture } from '../testing/insurer-fixture.ts';

const U = FIXTURE.users;
const dnd = R.submittedDnd;

describe.each(TEST_ENGINES)('communication history and resend on %s', (engine) => {
  let s: TestServer;
  let insurer: string;
  let lab: string;
  let otherLab: string;
  let otherInsurer: string;
  const post = (path: string, body: unknown, token: string) => s.call('POST', `/api/insurance/${path}`, { body, token });
  const comms = (requestId: number, token: string) => post('communicationHistory', { moduleName: 'Request', requestId }, token);
  const resend = (body: Record<string, unknown>, token: string) =>
    post('resendMailSMS', { contractId: 9782, requestId: dnd.id, statusId: 23, ...body }, token);

  beforeAll(async () => {
    s = await startTestServer(engine);
    await loadInsurerFixture(s.db, s.clock.now());
    [insurer, lab, otherLab, otherInsurer] = await Promise.all([U.insureradmin.userName, U.dcadmin.userName, U.otherLab.userName, U.otherInsurer.userName].map((u) => s.signIn(u)));
  });
  afterAll(() => s.close());

  const messageIds = async () => {
    const items = (await comms(dnd.id, lab)).json().communicationDetails as { id: number; communicationTypeValue: string }[];
    return { sms: items.find((i) => i.communicationTypeValue === 'SMS')!.id, email: items.find((i) => i.communicationTypeValue === 'Email')!.id };
  };

  it('lists what was sent about a request, newest first, never one-time codes, masked for DND', async () => {
    const res = await comms(dnd.id, insurer);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(dnd.phone);
    const items = res.json().communicationDetails;
    expect(items).toHaveLength(2);
    expect(res.body).not.toContain(dnd.email);
    expect(items[0]).toMatchObject({ communicationTypeValue: 'Email', reciever: 'de********@mail.test', body: null, isDelivered: true, currentStatus: 'Logged', statusId: 23, status: 'Appointment Confirmed' });
    expect(items[1]).toMatchObject({ communicationTypeValue: 'SMS', reciever: '98765*****', statusId: 22 });
    expect(items[1].body).toContain('reply to this SMS from 98765*****');
    expect(items[0].messageId).toBe(String(items[0].id));
    expect((await comms(R.approved.id, insurer)).json().communicationDetails).toEqual([]);
  });

  it('keeps each side to its own requests', async () => {
    expect((await comms(dnd.id, otherInsurer)).statusCode).toBe(404);
    expect((await comms(dnd.id, otherLab)).statusCode).toBe(404);
    expect((await comms(R.otherInsurer.id, insurer)).statusCode).toBe(404);
    expect((await comms(R.otherInsurer.id, otherInsurer)).json().communicationDetails).toHaveLength(1);
    expect((await comms(39999999, insurer)).statusCode).toBe(404);
  });

  it('opens an e-mail body as HTML for a caller who may see the request, masked', async () => {
    const { email, sms } = await messageIds();
    const res = await s.call('GET', `/api/insurance/getDownloadEmail/v1?id=${email}`, { token: insurer });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('your appointment is confirmed. We will call you on 98765*****.');
    expect(res.body).not.toContain(dnd.phone);
    expect((await s.call('GET', `/api/insurance/getDownloadEmail/v1?id=${sms}`, { token: otherInsurer })).statusCode).toBe(404);
    const [otp] = await s.db.query<{ id: number }>(`SELECT id::int AS id FROM outbox WHERE purpose = 'otp' AND request_id = $1`, [dnd.id]);
    expect((await s.call('GET', `/api/insurance/getDownloadEmail/v1?id=${otp.id}`, { token: insurer })).statusCode).toBe(404);
    expect((await s.call('GET', '/api/insurance/getDownloadEmail/v1?id=abc', { token: insurer })).statusCode).toBe(404);
  });

  it('resends through the messenger by channel, and the resend shows in the history', async () => {
    const { sms, email } = await messageIds();
    const bySms = await resend({ emailAuditLogId: sms, mobile: dnd.additionals.alternateMobile }, insurer);
    expect(bySms.json()).toEqual({ isSuccess: true, errorMessage: null });
    const byMail = await resend({ emailAuditLogId: email, emailAddress: dnd.email.toUpperCase() }, lab);
    expect(byMail.json().isSuccess).toBe(true);
    const [row] = await s.db.query<{ recipient: string; body: string; status_id: number }>(
      `SELECT recipient, body, status_id FROM outbox WHERE purpose = 'resend' AND channel = 'SMS' AND request_id = $1`,
      [dnd.id],
    );
    expect(row).toMatchObject({ recipient: dnd.additionals.alternateMobile, status_id: 22 });
    expect(row.body).toContain(dnd.phone);
    const res = await comms(dnd.id, insurer);
    const items = res.json().communicationDetails;
    expect(items).toHaveLength(4);
    const shownMail = items.map((i: { reciever: string }) => i.reciever).find((r: string) => r.includes('@'));
    expect(items.map((i: { reciever: string }) => i.reciever)).toContain('91234*****');
    expect(shownMail).toMatch(/^[A-Z]{2}\*{3,}@/);
    expect(res.body).not.toContain(dnd.email.toUpperCase());
    expect(res.body).not.toContain(dnd.additionals.alternateMobile);
    expect(res.body).not.toContain(dnd.phone);
  });

  it('validates the recipient by channel and the body by the contract, naming the field', async () => {
    const { sms, email } = await messageIds();
    const noAddress = await resend({ emailAuditLogId: email, mobile: '9000011111' }, insurer);
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().errorMessage).toContain('emailAddress');
    const noMobile = await resend({ emailAuditLogId: sms, emailAddress: 'a@b.example' }, insurer);
    expect(noMobile.statusCode).toBe(400);
    expect(noMobile.json().errorMessage).toContain('mobile');
    const shortMobile = await resend({ emailAuditLogId: sms, mobile: '12345' }, insurer);
    expect(shortMobile.statusCode).toBe(400);
    expect(shortMobile.json().errorMessage).toContain('mobile');
    const noRequest = await post('resendMailSMS', { contractId: 9782, statusId: 23, emailAuditLogId: sms, mobile: '9000011111' }, insurer);
    expect(noRequest.statusCode).toBe(400);
    expect(noRequest.json().errorMessage).toContain('requestId');
    expect((await resend({ emailAuditLogId: 99999999, mobile: '9000011111' }, insurer)).statusCode).toBe(404);
  });

  it('never resends for another insurer or lab', async () => {
    const { sms } = await messageIds();
    expect((await resend({ emailAuditLogId: sms, mobile: '9000011111' }, otherInsurer)).statusCode).toBe(404);
    expect((await resend({ emailAuditLogId: sms, mobile: '9000011111' }, otherLab)).statusCode).toBe(404);
    const [other] = await s.db.query<{ id: number }>('SELECT id::int AS id FROM outbox WHERE request_id = $1', [R.otherInsurer.id]);
    expect((await resend({ emailAuditLogId: other.id, mobile: '9000011111' }, insurer)).statusCode).toBe(404);
  });

  it("answers 'Unable to send' when the message cannot be sent", async () => {
    const { sms } = await messageIds();
    await s.db.query(`ALTER TABLE outbox ADD CONSTRAINT test_no_resend CHECK (purpose <> 'resend') NOT VALID`);
    try {
      const res = await resend({ emailAuditLogId: sms, mobile: dnd.phone }, insurer);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ isSuccess: false, errorMessage: 'Unable to send' });
    } finally {
      await s.db.query('ALTER TABLE outbox DROP CONSTRAINT test_no_resend');
    }
  });

  it('is no relay: only the request\'s own contacts, or ones a message of it already went to', async () => {
    const { sms, email } = await messageIds();
    const before = await s.db.query("SELECT id FROM outbox WHERE purpose = 'resend'");
    const stranger = await resend({ emailAuditLogId: email, emailAddress: 'someone@elsewhere.example' }, insurer);
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().errorMessage).toBe("body/emailAddress: Not a contact of this request: a message can only be resent to the request's own e-mail or mobile");
    const strangeNumber = await resend({ emailAuditLogId: sms, mobile: '9000011111' }, insurer);
    expect(strangeNumber.statusCode).toBe(400);
    expect(strangeNumber.json().errorMessage).toContain('body/mobile');
    expect(await s.db.query("SELECT id FROM outbox WHERE purpose = 'resend'")).toEqual(before);
  });

  it('resends one request at most 5 times an hour, counted in the database, then answers 429 with the reason', async () => {
    const other = R.otherInsurer;
    const token = await s.signIn(U.otherInsurer.userName);
    const [message] = await s.db.query<{ id: number }>(`SELECT id::int AS id FROM outbox WHERE request_id = $1`, [other.id]);
    const again = () => post('resendMailSMS', { contractId: 9782, requestId: other.id, statusId: 23, emailAuditLogId: message.id, mobile: other.phone }, token);
    for (let i = 0; i < 5; i++) expect((await again()).json()).toEqual({ isSuccess: true, errorMessage: null });
    s.clock.advanceMinutes(30);
    const sixth = await again();
    expect(sixth.statusCode).toBe(429);
    // The refusal says why and when to try again, for the dialog to show.
    expect(sixth.json().errorMessage).toBe('Resend limit reached: at most 5 resends of a request an hour. Try again in 30 min');
    expect(Number(sixth.headers['retry-after'])).toBe(30 * 60);
    const [{ n }] = await s.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE purpose = 'resend' AND request_id = $1`, [other.id]);
    expect(n).toBe(5);
    s.clock.advanceMinutes(30.02);
    expect((await again()).json()).toEqual({ isSuccess: true, errorMessage: null });
  });
});
