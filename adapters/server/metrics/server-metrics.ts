import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from '../store/db.ts';

/** Where the figures that are read at scrape time come from. */
export interface MetricSources {
  db: Db;
  /** Live-list streams open on this instance. */
  liveClients(): number;
}

/**
 * The instance's figures for Prometheus (prom-client), one registry per server so that tests can
 * run several servers in one process. Counts kept by the database (outbox backlog) are read at
 * scrape time; the rest are counted as they happen.
 */
export class ServerMetrics {
  readonly registry = new Registry();
  readonly requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by method, route (the contract operation or the path pattern) and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly statementDuration = new Histogram({
    name: 'db_statement_duration_seconds',
    help: 'Time of one database statement, from the call to its rows',
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5],
    registers: [this.registry],
  });
  readonly signInFailures = new Counter({
    name: 'portal_sign_in_failures_total',
    help: 'Refused sign-in attempts, by step (password or code)',
    labelNames: ['step'] as const,
    registers: [this.registry],
  });
  readonly signInLockouts = new Counter({
    name: 'portal_sign_in_lockouts_total',
    help: 'Sign-in attempts refused because the name must wait or the account is locked',
    registers: [this.registry],
  });

  constructor(sources: MetricSources) {
    collectDefaultMetrics({ register: this.registry });
    const stats = () => sources.db.poolStats?.() ?? { total: 0, idle: 0, waiting: 0 };
    this.readAtScrape('db_pool_connections_in_use', 'Database connections lent out to a caller', () => stats().total - stats().idle);
    this.readAtScrape('db_pool_waiting', 'Callers waiting for a database connection', () => stats().waiting);
    this.readAtScrape('live_stream_clients', 'Live-list streams open on this instance', sources.liveClients);
    new Gauge({
      name: 'outbox_messages',
      help: 'Messages in the outbox by state: queued (not yet sent) and failed (given up)',
      labelNames: ['state'] as const,
      registers: [this.registry],
      async collect() {
        const [row] = await sources.db.query<{ queued: number; failed: number }>(
          // Each count reads its own partial index (010, 032), never the whole outbox.
          `SELECT (SELECT count(*) FROM outbox WHERE status IN ('Queued', 'Sending'))::int AS queued, (SELECT count(*) FROM outbox WHERE status = 'Failed')::int AS failed`,
        );
        this.set({ state: 'queued' }, row?.queued ?? 0);
        this.set({ state: 'failed' }, row?.failed ?? 0);
      },
    });
  }

  /** A gauge whose value is read when Prometheus scrapes. */
  private readAtScrape(name: string, help: string, read: () => number): void {
    new Gauge({
      name,
      help,
      registers: [this.registry],
      collect() {
        this.set(read());
      },
    });
  }

  /** A refused step of sign-in; a refusal for waiting or a locked account is also a lockout. */
  signInRefused(step: 'password' | 'code', lockout: boolean): void {
    this.signInFailures.inc({ step });
    if (lockout) this.signInLockouts.inc();
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
