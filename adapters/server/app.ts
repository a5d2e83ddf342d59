import Fastify, { type FastifyInstance, type FastifyError, type FastifyBaseLogger } from 'fastify';
import type { ServerDeps } from './deps.ts';
import type { OperationMap } from './http/operation.ts';
import { bundleAll } from '../../openapi/bundle.ts';
import { registerContractRoutes, type ResponseValidatorLookup } from './http/contract-routes.ts';
import { bodyAjv, textAjv } from './http/validators.ts';
import { ApiError, errorBody } from './http/api-error.ts';
import { registerDocs } from './http/docs.ts';
import { registerPortal } from './http/portal.ts';
import { registerMultipart } from './http/multipart.ts';

/**
 * The reference server: every call of openapi/ validated on the way in and out, the contract's
 * documentation at /docs, a health check, and the built portal on the same port.
 */
export async function buildApp(deps: Omit<ServerDeps, 'log'>, operations: OperationMap, options: { loggerInstance?: FastifyBaseLogger } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: options.loggerInstance,
    bodyLimit: 1_048_576,
  });
  const full: ServerDeps = { ...deps, log: app.log };

  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? bodyAjv : textAjv).compile(schema));

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) return reply.status(error.statusCode).send(errorBody(error.message));
    if ((error as FastifyError).validation) {
      return reply.status(400).send(errorBody((error as FastifyError).message));
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) return reply.status(status).send(errorBody(error.message));
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody('Something went wrong. Please try again later'));
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
      return errorBody('Something went wrong. Please try again later');
    }
    return payload;
  });

  app.get('/health', async () => {
    await full.db.query('SELECT 1');
    return { status: 'ok', database: full.db.engine };
  });

  await registerMultipart(app);
  responseValidator = registerContractRoutes(app, full, operations, contract);
  await registerDocs(app, contract);
  await registerPortal(app, full.config.staticDir);
  return app;
}
