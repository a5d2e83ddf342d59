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

  it('answers a sign-in code as not delivered after the send timeout, and records it as Failed', async () => {
    const server = silentServer();
    const messenger = new OutboxMessenger(s.db, s.clock, pino({ level: 'silent' }), server, 50);
    expect(await messenger.send(mail('silent-1@mail.test'))).toMatchObject({ isDelivered: false, status: 'Failed' });
    expect(server.asked).toEqual(['silent-1@mail.test']);
    expect(await rowsTo('silent-1@mail.test')).toEqual([{ status: 'Failed', is_delivered: false, claimed_until: null }]);
  });

  it('ends a dispatch round instead of waiting on the mail server forever, and the round after still runs', async () => {
    const server = silentServer();
    const messenger = new OutboxMessenger(s.db, s.clock, pino({ level: 'silent' }), server, 50);
    await queueMessage(s.db, mail('silent-2@mail.test'), s.clock.now());
    await queueMessage(s.db, mail('silent-3@mail.test'), s.clock.now());
    expect(await messenger.dispatchQueued()).toBe(2);
    expect([...(await rowsTo('silent-2@mail.test')), ...(await rowsTo('silent-3@mail.test'))].map((r) => r.status)).toEqual(['Failed', 'Failed']);
    expect(await messenger.dispatchQueued()).toBe(0);
  });
});
