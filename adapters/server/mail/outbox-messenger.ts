import type { FastifyBaseLogger } from 'fastify';
import type { ClockPort } from '../../../core/shared/clock.port.ts';
import type { MessengerPort, OutgoingMessage, SentMessage } from '../../../core/messaging/messenger.port.ts';
import { messageLogLine } from '../../../core/privacy/message-log.ts';
import { nextDeliveryAttempt } from '../../../core/messaging/delivery-retry.ts';
import type { Db } from '../store/db.ts';
import { loggableError } from '../loggable-error.ts';

/** Delivers an e-mail for real (SMTP); absent when the server only records mail. */
export interface MailTransport {
  sendMail(message: { to: string; subject: string; text: string }): Promise<void>;
}

/** Delivers what was queued in the outbox; the server calls it after a commit and on a timer. */
export interface OutboxDispatch {
  /** Delivers every queued message (and any whose sender died mid-send); answers how many. */
  dispatchQueued(): Promise<number>;
}

/** How long an instance may take to deliver a claimed message before another may take it over. */
export const DELIVERY_LEASE_MS = 5 * 60_000;
/**
 * How long handing one e-mail to the mail server may take before it counts as failed. A mail
 * server that accepts the connection and then says nothing would otherwise hold the dispatch round
 * (and a sign-in waiting for its code) until the SMTP client's own socket timeout, minutes later.
 * Well inside the lease, so no other instance takes the row over while the send is still open.
 */
export const MAIL_SEND_TIMEOUT_MS = 30_000;
/** Messages claimed per round of a dispatch. */
const BATCH = 50;

interface QueuedRow {
  id: number;
  channel: OutgoingMessage['channel'];
  recipient: string;
  subject: string;
  body: string;
  purpose: OutgoingMessage['purpose'];
  requestId: number | null;
  createdOn: Date;
  attempts: number;
}

const QUEUED_COLUMNS = 'id::int AS id, channel, recipient, subject, body, purpose, request_id::int AS "requestId", created_on AS "createdOn", attempts';

export interface DeliveryOptions {
  sendTimeoutMs?: number;
  /** The life of a reset link: its e-mail is not tried again after it (core/messaging/delivery-retry.ts). */
  resetLinkMinutes?: number;
}

/** A message of a bulk action held back until its undo window closes (an undo deletes it). */
export interface OutboxHold {
  batchId: string;
  notBefore: Date;
}

/**
 * Writes a message to the outbox as 'Queued', on `db` — inside the caller's transaction when it
 * is one, so the message exists exactly when the change it announces does (the transactional
 * outbox). Nothing is sent here: the dispatcher delivers it after commit.
 */
export async function queueMessage(db: Db, message: OutgoingMessage, at: Date, hold?: OutboxHold): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO outbox (channel, recipient, subject, body, purpose, request_id, user_id, created_on, is_delivered, status, status_id, next_attempt_on, bulk_batch_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, false, 'Queued', $9, $10, $11) RETURNING id::int AS id`,
    [message.channel, message.recipient, message.subject, message.body, message.purpose, message.requestId ?? null, message.userId ?? null, at, message.statusId ?? null, hold?.notBefore ?? null, hold?.batchId ?? null],
  );
  return row.id;
}

/**
 * The default messenger and the outbox's dispatcher: every message is written to the outbox table
 * first, then printed to the log (so a developer can read a one-time code) and, when a transport
 * is configured, e-mailed. SMS and WhatsApp have no gateway here, so they are recorded and logged
 * only. Delivery claims a row with a lease before sending, so two instances never both send it
 * and a row whose sender died is delivered by the next dispatch after the lease.
 */
export class OutboxMessenger implements MessengerPort, OutboxDispatch {
  constructor(
    private readonly db: Db,
    private readonly clock: ClockPort,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'error'>,
    private readonly transport?: MailTransport,
    private readonly options: DeliveryOptions = {},
  ) {}

  /** Records and delivers one message at once (codes, reset links, resends wait for the answer). */
  async send(message: OutgoingMessage): Promise<SentMessage> {
    const id = await queueMessage(this.db, message, this.clock.now());
    const [row] = await this.claim('id = $3', [id]);
    // Another instance's dispatch took it between the insert and the claim: it delivers it.
    if (!row) return { id, isDelivered: true, status: 'Queued' };
    return this.deliver(row);
  }

  async dispatchQueued(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const rows = await this.claim(`id IN (SELECT id FROM outbox WHERE ${this.undelivered()} ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)`, []);
      for (const row of rows) {
        await this.deliver(row);
        await this.db.yieldTurn();
      }
      delivered += rows.length;
      if (rows.length < BATCH) return delivered;
    }
  }

  /** Rows nobody is delivering: queued and due, or claimed by a sender whose lease ran out ($1 is now). */
  private undelivered(): string {
    return `((status = 'Queued' AND (next_attempt_on IS NULL OR next_attempt_on <= $1)) OR (status = 'Sending' AND claimed_until < $1))`;
  }

  private claim(where: string, params: unknown[]): Promise<QueuedRow[]> {
    const now = this.clock.now();
    return this.db.query<QueuedRow>(
      `UPDATE outbox SET status = 'Sending', claimed_until = $2 WHERE ${this.undelivered()} AND ${where} RETURNING ${QUEUED_COLUMNS}`,
      [now, new Date(now.getTime() + DELIVERY_LEASE_MS), ...params],
    );
  }

  private async deliver(row: QueuedRow): Promise<SentMessage> {
    this.log.info({ outboxId: row.id, channel: row.channel, requestId: row.requestId }, messageLogLine({ ...row, requestId: row.requestId ?? undefined }, this.transport ? 'delivered' : 'development'));
    if (!this.transport || row.channel !== 'Email') return this.settle(row, { id: row.id, isDelivered: true, status: 'Logged' });
    try {
      await withinTime(this.transport.sendMail({ to: row.recipient, subject: row.subject, text: row.body }), this.options.sendTimeoutMs ?? MAIL_SEND_TIMEOUT_MS);
      return this.settle(row, { id: row.id, isDelivered: true, status: 'Delivered' });
    } catch (error) {
      const failedAt = this.clock.now();
      const retryAt = nextDeliveryAttempt({ purpose: row.purpose, createdOn: row.createdOn, failures: row.attempts + 1, failedAt }, this.options.resetLinkMinutes ?? 30);
      this.log.error({ err: loggableError(error), outboxId: row.id, retryAt }, 'e-mail delivery failed');
      if (!retryAt) return this.settle(row, { id: row.id, isDelivered: false, status: 'Failed' });
      await this.db.query(`UPDATE outbox SET status = 'Queued', attempts = attempts + 1, next_attempt_on = $2, claimed_until = NULL WHERE id = $1`, [row.id, retryAt]);
      // The caller waiting on this send learns it failed; the dispatcher tries again at retryAt.
      return { id: row.id, isDelivered: false, status: 'Failed' };
    }
  }

  private async settle(row: QueuedRow, outcome: SentMessage): Promise<SentMessage> {
    await this.db.query('UPDATE outbox SET is_delivered = $2, status = $3, claimed_until = NULL, next_attempt_on = NULL, attempts = attempts + $4 WHERE id = $1', [
      row.id,
      outcome.isDelivered,
      outcome.status,
      outcome.isDelivered ? 0 : 1,
    ]);
    return outcome;
  }
}

/** A send the mail server neither accepted nor refused in time. */
export class MailTimeoutError extends Error {
  constructor(ms: number) {
    super(`the mail server did not answer within ${ms} ms`);
    this.name = 'MailTimeoutError';
  }
}

/** `work`'s answer, or a MailTimeoutError once `ms` have passed; the timer never outlives the answer. */
function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new MailTimeoutError(ms)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
