import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerDeps } from '../deps.ts';
import type { OperationId } from './contract-types.ts';
import { ApiError } from './api-error.ts';
import { tooManyCalls } from '../../../core/shared/call-limit.ts';
import { databaseRateLimitStore, pruneRateLimits } from './rate-limit-store.ts';

/** Every limit counts calls in windows of a minute. */
const WINDOW_MS = 60_000;
/** How often an instance drops ended windows. */
const PRUNE_EVERY_MS = 10 * 60_000;

/** Calls that stream a whole selection out (CSV, a zip of reports): each costs many list calls. */
const EXPORTS: ReadonlySet<string> = new Set<OperationId>([
  'exportRequestDetails', 'exportInsurerAppointments', 'exportEsalesQueue', 'exportEsalesConversionCases', 'integrationDownloadReports',
]);
/** Calls that take a file in: bytes to store, and a workbook or image to check. */
const UPLOADS: ReadonlySet<string> = new Set<OperationId>(['uploadFile', 'uploadExcelOrders', 'putSignedUpload']);

type Check = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * The general limit of calls (issue 27), on top of the sign-in and resend limits: every /api call
 * counts against its client address, a signed-in caller's also against the user, and exports and
 * uploads against a lower figure of their own (per user; per address for a signed upload URL,
 * which carries no session). Counts live in the database every instance shares. Over a limit the
 * call is refused unread with 429, Retry-After and the usual error body. Operator routes (/livez,
 * /readyz, /metrics), /docs and the portal's files are outside /api and not limited.
 */
export async function registerRateLimits(app: FastifyInstance, deps: Pick<ServerDeps, 'db' | 'config'>): Promise<void> {
  const limits = deps.config.rateLimits;
  if (!limits) return;
  await app.register(rateLimit, { global: false, timeWindow: WINDOW_MS, store: databaseRateLimitStore(deps.db) });
  const address = (request: FastifyRequest) => `address:${normalizeIP(request.ip)}`;
  const caller = (request: FastifyRequest) => (request.auth ? `user:${request.auth.userId}` : address(request));
  const perAddress = app.createRateLimit({ max: limits.perAddress, keyGenerator: address });
  const perUser = app.createRateLimit({ max: limits.perUser, keyGenerator: caller });
  const exports = app.createRateLimit({ max: limits.exports, keyGenerator: (request) => `exports:${caller(request)}` });
  const uploads = app.createRateLimit({ max: limits.uploads, keyGenerator: (request) => `uploads:${caller(request)}` });

  const enforce = async (check: Check, request: FastifyRequest, reply: FastifyReply) => {
    const limit = await check(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    const seconds = Math.max(1, limit.ttlInSeconds);
    reply.header('retry-after', String(seconds));
    throw new ApiError(429, tooManyCalls(seconds));
  };

  // Before the session is looked up, so a flood without one costs a count, not a session read.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/')) await enforce(perAddress, request, reply);
  });
  // After the route's own onRequest found the caller, and before a body is read: an upload over
  // its limit is refused without taking its bytes.
  app.addHook('preParsing', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/')) return payload;
    if (request.auth) await enforce(perUser, request, reply);
    const operationId = request.routeOptions.config?.operationId ?? '';
    if (EXPORTS.has(operationId)) await enforce(exports, request, reply);
    if (UPLOADS.has(operationId)) await enforce(uploads, request, reply);
    return payload;
  });

  const prune = setInterval(() => void pruneRateLimits(deps.db).catch((err: unknown) => app.log.warn({ err }, 'rate limits: dropping ended windows failed; the next round tries again')), PRUNE_EVERY_MS);
  prune.unref();
  app.addHook('onClose', async () => clearInterval(prune));
}
