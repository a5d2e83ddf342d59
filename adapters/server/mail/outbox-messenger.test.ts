import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { startTestServer, TEST_ENGINES, type TestServer } from '../testing/test-server.ts';
import { Channel, MessagePurpose, type OutgoingMessage } from '../../../core/messaging/messenger.port.ts';
import { OutboxMessenger, queueMessage, type MailTransport } from './outbox-messenger.ts';

/** A mail server that accepts the connection and then never answers. */
const silentServer = (): MailTransport & { asked: string[] } => {
  const asked: string[] = [];
  return { asked, sendMail: (m) => (asked.push(m.to), new Promise<void>(() => {})) };
};

const mail = (to: string): OutgoingMessage => ({ channel: Channel.Email, recipient: to, subject: 'Your one-time code', body: 'Your one-time code is 12345.', purpose: MessagePurpose.otp });

describe.each(TEST_ENGINES)('delivery to a mail server that never answers, on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(engine);
  }, 60_000);
  afterAll(() => s?.close());

  const rowsTo = (to: string) =>
    s.db.query<{ status: string; is_delivered: boolean; claimed_until: Date | null }>('SELECT status, is_delivered, claimed_until FROM outbox WHERE recipient = $1 ORDER BY id', [to]);

  it('answers a sign-in code as not delivered after the send timeout, and queues it for one more try', async () => {
    const server = silentServer();
    const messenger = new OutboxMessenger(s.db, s.clock, pino({ level: 'silent' }), server, { sendTimeoutMs: 50 });
    expect(await messenger.send(mail('silent-1@mail.test'))).toMatchObject({ isDelivered: false, status: 'Failed' });
    expect(server.asked).toEqual(['silent-1@mail.test']);
    expect(await rowsTo('silent-1@mail.test')).toEqual([{ status: 'Queued', is_delivered: false, claimed_until: null }]);
  });

  it('ends a dispatch round instead of waiting on the mail server forever, and the round after still runs', async () => {
    const server = silentServer();
    const messenger = new OutboxMessenger(s.db, s.clock, pino({ level: 'silent' }), server, { sendTimeoutMs: 50 });
    await queueMessage(s.db, mail('silent-2@mail.test'), s.clock.now());
    await queueMessage(s.db, mail('silent-3@mail.test'), s.clock.now());
    expect(await messenger.dispatchQueued()).toBe(2);
    expect([...(await rowsTo('silent-2@mail.test')), ...(await rowsTo('silent-3@mail.test'))].map((r) => r.status)).toEqual(['Queued', 'Queued']);
    expect(await messenger.dispatchQueued()).toBe(0);
  });
});

/** A mail server that refuses the first `refusals` messages, then accepts. */
const flakyServer = (refusals: number): MailTransport & { accepted: string[] } => {
  const accepted: string[] = [];
  let left = refusals;
  return { accepted, sendMail: async (m) => { if (left-- > 0) throw new Error('421 try again later'); accepted.push(m.to); } };
};

describe.each(TEST_ENGINES)('a failed e-mail is tried again while it is worth delivering, on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(engine);
  }, 60_000);
  afterAll(() => s?.close());

  const rowOf = async (to: string) =>
    (await s.db.query<{ status: string; is_delivered: boolean; attempts: number }>('SELECT status, is_delivered, attempts FROM outbox WHERE recipient = $1', [to]))[0];
  const notice = (to: string): OutgoingMessage => ({ channel: Channel.Email, recipient: to, subject: 'Appointment confirmed', body: 'Your appointment is confirmed.', purpose: MessagePurpose.statusNotification });

  it('delivers a status notice at the next due round after the mail server refused it, not before', async () => {
    const server = flakyServer(1);
    const messenger = new OutboxMessenger(s.db, s.clock, pino({ level: 'silent' }), server);
    await queueMessage(s.db, notice('flaky-1@mail.test'), s.clock.now());
    expect(await messenger.dispatchQueued()).toBe(1);
    expect(await rowOf('flaky-1@mail.test')).toEqual({ status: 'Queued', is_delivered: false, attempts: 1 });
    expect(await messenger.dispatchQueued()).toBe(0);
    s.clock.advanceMinutes(1);
    expect(await messenger.dispatchQueued()).toBe(1);
    expect(server.accepted).toEqual(['flaky-1@mail.test']);
    expect(await rowOf('flaky-1@mail.test')).toEqual({ status: 'Delivered', is_delivered: true, attempts: 1 });
  });

  it('gives a one-time code up as Failed once the code would have expired', async () => {
    const server = flakyServer(5);
    const messenger = new OutboxMessenger(s.db, s.clock, pino({ level: 'silent' }), server);
    expect(await messenger.send(mail('flaky-2@mail.test'))).toMatchObject({ isDelivered: false });
    s.clock.advanceMinutes(1);
    expect(await messenger.dispatchQueued()).toBe(1);
    expect(await rowOf('flaky-2@mail.test')).toEqual({ status: 'Failed', is_delivered: false, attempts: 2 });
    s.clock.advanceMinutes(60);
    expect(await messenger.dispatchQueued()).toBe(0);
    expect(server.accepted).toEqual([]);
  });
});
