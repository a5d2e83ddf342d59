import Fastify, { LogController, type FastifyInstance, type FastifyError, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import type { ServerDeps } from './deps.ts';
import type { OperationMap } from './http/operation.ts';
import { bundleAll } from '../../openapi/bundle.ts';
import { registerContractRoutes, type ResponseValidatorLookup } from './http/contract-routes.ts';
import { bodyAjv, textAjv } from './http/validators.ts';
import { ApiError, errorBody } from './http/api-error.ts';
import { registerDocs } from './http/docs.ts';
import { registerPortal } from './http/portal.ts';
import { registerMultipart } from './http/multipart.ts';
import { registerBinaryBodies } from './files/binary-body.ts';
import { registerRepeatedKeyCheck } from './http/repeated-keys.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerLive } from './live/live-routes.ts';
import { registerRateLimits } from './http/rate-limits.ts';
import { loggableError } from './loggable-error.ts';
import { ServerMetrics } from './metrics/server-metrics.ts';
import { timedDb } from './metrics/timed-db.ts';
import { registerOperatorRoutes } from './http/operator-routes.ts';
import { requestIdOf } from './http/request-id.ts';
import { loggableUrl } from './http/loggable-url.ts';
import { validationMessage } from './http/validation-message.ts';

/** The one answer to a failure of the server itself. */
const SERVER_FAULT = 'Something went wrong. Please try again later';
/** Headers that describe an answer's body, dropped when an error answer replaces it. */
const PAYLOAD_HEADERS = ['content-type', 'content-disposition', 'content-length', 'content-encoding'];

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's figures, also served on METRICS_PORT (start.ts). */
    metrics: ServerMetrics;
  }
}

/** A hop count trusts that many proxies nearest the server (Fastify's typings take it as a function). */
function trustedProxies(setting: boolean | number | string): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/** One log line per call, when it ends, instead of Fastify's two ('incoming request' and 'request completed'). */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: loggableUrl(request.url),
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      userId: request.auth?.userId,
      client: request.ip,
    };
    if (error) reply.log.error({ ...line, err: loggableError(error) }, 'request failed');
    else reply.log.info(line, 'request');
  }
}

/**
 * The reference server: every call of openapi/ validated on the way in and out, the contract's
 * documentation at /docs, the operator's endpoints (/livez, /readyz, /metrics), and the built
 * portal on the same port.
 */
export interface BuildOptions {
  loggerInstance?: FastifyBaseLogger;
  /** True once the server began to shut down: /readyz then answers 503. */
  draining?: () => boolean;
  /** The database holds the demo users: the portal shows a "demo data" marker. */
  demoData?: boolean;
}

export async function buildApp(deps: Omit<ServerDeps, 'log' | 'metrics'>, operations: OperationMap, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: options.loggerInstance,
    // Every log line of a request carries its id as requestId.
    logController: new OneLinePerRequest({ requestIdLogLabel: 'requestId' }),
    // The id is the balancer's X-Request-Id when it is sane (http/request-id.ts), else a new one.
    genReqId: requestIdOf,
    requestIdHeader: false,
    // Behind a balancer, the client's address comes from X-Forwarded-For of the proxies trusted here.
    trustProxy: trustedProxies(deps.config.trustProxy),
    bodyLimit: 1_048_576,
    schemaErrorFormatter: validationMessage,
    // A URL Fastify cannot route (bad percent-encoding, an over-long parameter) is refused like any
    // other bad input, without Fastify's own error codes.
    frameworkErrors: (_error, _request, reply) => {
      (reply as FastifyReply).status(400).send(errorBody('The address of this call is not valid'));
    },
  });
  let liveClients = () => 0;
  const metrics = new ServerMetrics({ db: deps.db, liveClients: () => liveClients() });
  app.decorate('metrics', metrics);
  const full: ServerDeps = { ...deps, db: timedDb(deps.db, (seconds) => metrics.statementDuration.observe(seconds)), log: app.log, metrics };

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // While shutting down, an answer closes its connection: a kept-alive one would otherwise hold the
  // close open until its keep-alive timeout, past the shutdown deadline.
  const draining = options.draining ?? (() => false);
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining()) reply.header('connection', 'close');
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.config?.operationId ?? request.routeOptions.url ?? 'unmatched';
    metrics.requestDuration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? bodyAjv : textAjv).compile(schema));

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    // An error answer never carries what the failed answer had set: a file's type or a name Node
    // refused as a header would make this answer fail too.
    for (const header of PAYLOAD_HEADERS) reply.removeHeader(header);
    if (error instanceof ApiError) return reply.status(error.statusCode).send(errorBody(error.message));
    if ((error as FastifyError).validation) {
      return reply.status(400).send(errorBody((error as FastifyError).message));
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) return reply.status(status).send(errorBody(error.message));
    // Anything else is the server's fault: logged (without the values it quotes), and shown to nobody.
    request.log.error({ err: loggableError(error) }, 'request failed');
    return reply.status(500).send(errorBody(SERVER_FAULT));
  });

  // Filled in once the routes are registered; the contract is read from disk once, here.
  const contract = bundleAll();
  let responseValidator: ResponseValidatorLookup = () => undefined;

  // A response that breaks the contract is a server bug: log it and refuse to send it.
  app.addHook('preSerialization', async (request, reply, payload) => {
    const operationId = request.routeOptions.config?.operationId;
    if (!operationId) return payload;
    const validate = responseValidator(operationId, reply.statusCode);
    if (validate && !validate(payload)) {
      request.log.error({ operationId, status: reply.statusCode, errors: validate.errors }, 'response breaks the contract');
      reply.status(500);
      return errorBody(SERVER_FAULT);
    }
    return payload;
  });

  registerOperatorRoutes(app, { db: deps.db, metrics, draining, metricsToken: deps.config.metricsToken });

  await registerSecurityHeaders(app);
  await registerRateLimits(app, full);
  liveClients = await registerLive(app, full);
  await registerMultipart(app);
  registerBinaryBodies(app);
  registerRepeatedKeyCheck(app);
  responseValidator = registerContractRoutes(app, full, operations, contract);
  await registerDocs(app, contract);
  await registerPortal(app, full.config.staticDir, { demoData: options.demoData ?? false });
  return app;
}
