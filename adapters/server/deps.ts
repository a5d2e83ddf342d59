import type { FastifyBaseLogger } from 'fastify';
import type { ClockPort } from '../../core/shared/clock.port.ts';
import type { MessengerPort } from '../../core/messaging/messenger.port.ts';
import type { OutboxDispatch } from './mail/outbox-messenger.ts';
import type { Db } from './store/db.ts';
import type { ServerConfig } from './config.ts';
import type { RandomSource } from './random.ts';
import type { SignedLinks } from './files/signed-url.ts';
import type { ServerMetrics } from './metrics/server-metrics.ts';

/** Everything a handler may use; built once at the composition root (start.ts). */
export interface ServerDeps {
  db: Db;
  clock: ClockPort;
  random: RandomSource;
  messenger: MessengerPort;
  /** Delivers messages queued in a transaction (status notifications) once it committed. */
  outbox: OutboxDispatch;
  config: ServerConfig;
  /** Signs and checks file links with the server's secret. */
  links: SignedLinks;
  log: FastifyBaseLogger;
  /** The instance's figures for /metrics. */
  metrics: ServerMetrics;
}
