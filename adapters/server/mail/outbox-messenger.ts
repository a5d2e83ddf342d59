import type { FastifyBaseLogger } from 'fastify';
import type { ClockPort } from '../../../core/shared/clock.port.ts';
import type { MessengerPort, OutgoingMessage, SentMessage } from '../../../core/messaging/messenger.port.ts';
import { messageLogLine } from '../../../core/privacy/message-log.ts';
import type { Db } from '../store/db.ts';

/** Delivers an e-mail for real (SMTP); absent when the server only records mail. */
export interface MailTransport {
  sendMail(message: { to: string; subject: string; text: string }): Promise<void>;
}

/**
 * The default messenger: every message is written to the outbox table first, then noted in the log
 * as the core privacy rule allows (a developer reads a one-time code there, never a customer's) and, when a transport is configured, e-mailed.
 * SMS and WhatsApp have no gateway here, so they are recorded and logged only.
 */
export class OutboxMessenger implements MessengerPort {
  constructor(
    private readonly db: Db,
    private readonly clock: ClockPort,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'error'>,
    private readonly transport?: MailTransport,
  ) {}

  async send(message: OutgoingMessage): Promise<SentMessage> {
    const [row] = await this.db.query<{ id: number }>(
      `INSERT INTO outbox (channel, recipient, subject, body, purpose, request_id, user_id, created_on, is_delivered, status, status_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, false, 'Queued', $9) RETURNING id`,
      [message.channel, message.recipient, message.subject, message.body, message.purpose, message.requestId ?? null, message.userId ?? null, this.clock.now(), message.statusId ?? null],
    );
    this.log.info({ outboxId: row.id, channel: message.channel, requestId: message.requestId }, messageLogLine(message));
    let outcome: SentMessage = { id: row.id, isDelivered: true, status: 'Logged' };
    if (this.transport && message.channel === 'Email') {
      try {
        await this.transport.sendMail({ to: message.recipient, subject: message.subject, text: message.body });
        outcome = { id: row.id, isDelivered: true, status: 'Delivered' };
      } catch (error) {
        this.log.error({ err: error, outboxId: row.id }, 'e-mail delivery failed');
        outcome = { id: row.id, isDelivered: false, status: 'Failed' };
      }
    }
    await this.db.query('UPDATE outbox SET is_delivered = $2, status = $3 WHERE id = $1', [row.id, outcome.isDelivered, outcome.status]);
    return outcome;
  }
}
