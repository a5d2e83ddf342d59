import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ValidateFunction } from 'ajv';
import type { bundleAll } from '../../../openapi/bundle.ts';
import { serviceBasePath, type ServiceName } from '../../../openapi/services.ts';
import type { ServerDeps } from '../deps.ts';
import type { OperationMap } from './operation.ts';
import type { OperationId } from './contract-types.ts';
import { deref, parameterSchemas } from './schema.ts';
import { authenticate } from './authenticate.ts';
import type { AuthContext } from './auth-context.ts';
import { checkAccess } from './access.ts';
import { ApiError } from './api-error.ts';
import { boundInputs, refuseNonFinite, refuseNul } from './input-rules.ts';
import { responseAjv } from './validators.ts';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface OpenApiOperation {
  operationId: string;
  security?: unknown[];
  parameters?: { in: 'query' | 'header' | 'path' | 'cookie'; name: string; required?: boolean; schema?: unknown }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    operationId?: string;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** A request part's schema as the server checks it: self-contained, every number bounded to its column. */
export function inputSchema(schema: unknown, doc: unknown): object {
  return boundInputs(deref(schema, doc)) as object;
}

/** The contract, one bundled document per service. */
export type Contract = ReturnType<typeof bundleAll>;

/** The response validator for an operation and status, if the contract declares a JSON body for it. */
export type ResponseValidatorLookup = (operationId: string, status: number) => ValidateFunction | undefined;

/**
 * Registers every operation of every service from openapi/: Fastify validates each request part
 * against the contract before a handler runs; an operation missing from a test's partial map answers 501.
 */
export function registerContractRoutes(app: FastifyInstance, deps: ServerDeps, operations: OperationMap, contract: Contract): ResponseValidatorLookup {
  const responseValidators = new Map<string, Map<number, ValidateFunction>>();
  const implemented = new Set(operations.keys());
  app.decorateRequest('auth', null);
  for (const [service, doc] of Object.entries(contract) as [ServiceName, Contract[ServiceName]][]) {
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of METHODS) {
        const op = (item as Record<string, OpenApiOperation | undefined>)[method];
        if (!op) continue;
        const url = serviceBasePath(service) + path.replace(/\{([^}]+)\}/g, ':$1');
        const secured = (op.security ?? []).length > 0;
        const params = parameterSchemas(op.parameters ?? [], doc);
        const jsonBody = op.requestBody?.content?.['application/json']?.schema;
        const bodyOptional = !op.requestBody?.required;

        const validators = new Map<number, ValidateFunction>();
        for (const [status, declared] of Object.entries(op.responses ?? {})) {
          const response = deref(declared, doc) as { content?: Record<string, { schema?: unknown }> };
          const schema = response.content?.['application/json']?.schema;
          if (schema && /^\d+$/.test(status)) validators.set(Number(status), responseAjv.compile(deref(schema, doc) as object));
        }
        responseValidators.set(op.operationId, validators);

        const implementation = operations.get(op.operationId as OperationId);
        implemented.delete(op.operationId as OperationId);
        app.route({
          method: method.toUpperCase() as 'GET',
          url,
          config: { operationId: op.operationId },
          schema: {
            ...(jsonBody ? { body: inputSchema(jsonBody, doc) } : {}),
            ...(params.querystring ? { querystring: inputSchema(params.querystring, doc) } : {}),
            ...(params.params ? { params: inputSchema(params.params, doc) } : {}),
            ...(params.headers ? { headers: inputSchema(params.headers, doc) } : {}),
          },
          // The session is checked before the body: a caller without a live token learns nothing
          // about the contract, and any call with a bad token answers 'Invalid Access Token'.
          onRequest: async (request: FastifyRequest) => {
            if (!secured) return;
            request.auth = await authenticate(deps.db, request.headers.accesstoken as string | undefined, deps.clock.now());
            if (implementation?.access) checkAccess(request.auth, implementation.access);
          },
          preValidation: async (request: FastifyRequest) => {
            if (jsonBody && bodyOptional && (request.body === undefined || request.body === null)) request.body = {};
            refuseNul({ body: request.body, querystring: request.query, params: request.params });
          },
          preHandler: async (request: FastifyRequest) => {
            refuseNonFinite({ querystring: request.query, params: request.params, headers: request.headers });
          },
          handler: async (request, reply) => {
            if (!implementation) {
              throw new ApiError(501, `${op.operationId} is not available on this server yet`);
            }
            return implementation.handle({
              body: request.body as never,
              query: request.query as never,
              params: request.params as never,
              headers: request.headers,
              auth: request.auth!,
              deps,
              request,
              reply,
            });
          },
        });
      }
    }
  }
  // An implementation whose operationId is not in the contract would never be reached.
  if (implemented.size > 0) throw new Error(`operations not in the contract: ${[...implemented].join(', ')}`);
  return (operationId, status) => responseValidators.get(operationId)?.get(status);
}
