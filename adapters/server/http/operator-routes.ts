import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../store/db.ts';
import { migrationStatus } from '../store/migrate.ts';
import type { ServerMetrics } from '../metrics/server-metrics.ts';

/** What the operator endpoints read of the running instance. */
export interface OperatorState {
  db: Db;
  metrics: ServerMetrics;
  /** Set once SIGTERM (or close) began: readiness fails so a balancer stops sending work. */
  draining(): boolean;
  /** Bearer token that opens /metrics on this port; unset, /metrics is not served here. */
  metricsToken: string | undefined;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * /livez: the process answers (restart it when not). /readyz: it can serve: the database answers,
 * every migration is applied, and it is not shutting down (send it no work when not). /metrics:
 * Prometheus text, behind a bearer token on this port, or on the metrics port (registerMetricsPort).
 */
export function registerOperatorRoutes(app: FastifyInstance, state: OperatorState): void {
  let schemaReady = false;
  app.get('/livez', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    if (state.draining()) return reply.status(503).send({ status: 'shutting down' });
    try {
      await state.db.query('SELECT 1');
    } catch {
      return reply.status(503).send({ status: 'database unreachable' });
    }
    // Once applied, migrations stay applied for the life of this process: checked until then only.
    if (!schemaReady) {
      const status = await migrationStatus(state.db);
      if (status.pending.length > 0) return reply.status(503).send({ status: 'migrations pending', pending: status.pending });
      schemaReady = true;
    }
    return { status: 'ready', database: state.db.engine };
  });

  app.get('/metrics', async (request, reply) => {
    const token = state.metricsToken;
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    // Unconfigured or wrong: the same 404, so the endpoint's existence tells a stranger nothing.
    if (!token || !given || !sameSecret(given, token)) return reply.status(404).send({ status: 'not found' });
    return reply.type(state.metrics.contentType).send(await state.metrics.text());
  });
}
