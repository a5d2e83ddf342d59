import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from './auth-context.ts';
import type { AccessRule } from './access.ts';
import type { ServerDeps } from '../deps.ts';

/** What a handler receives: the validated parts of the request and, for secured calls, the caller. */
export interface OperationCall<Body = any, Query = any, Params = any> {
  body: Body;
  query: Query;
  params: Params;
  headers: Record<string, string | string[] | undefined>;
  /** Present on every call the contract secures; checked before the handler runs. */
  auth: AuthContext;
  deps: ServerDeps;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** One contract operation's implementation. It returns the JSON body, or sends the reply itself. */
export interface Operation {
  access?: AccessRule;
  handle(call: OperationCall): Promise<unknown>;
}

/** Implementations keyed by the contract's operationId. */
export type OperationMap = Record<string, Operation>;
