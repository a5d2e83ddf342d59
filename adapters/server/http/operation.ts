import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from './auth-context.ts';
import type { AccessRule } from './access.ts';
import type { ServerDeps } from '../deps.ts';
import type { OkResponse, OperationId, RequestBody, RequestParams, RequestQuery } from './contract-types.ts';

/** What a handler receives: the validated parts of the request, typed by the contract, and the caller. */
export interface OperationCall<Id extends OperationId> {
  body: RequestBody<Id>;
  query: RequestQuery<Id>;
  params: RequestParams<Id>;
  headers: Record<string, string | string[] | undefined>;
  /** Present on every call the contract secures; checked before the handler runs. */
  auth: AuthContext;
  deps: ServerDeps;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * One contract operation's implementation: its operationId, who may call it, and a handler that
 * returns the contract's 200 body or sends the reply itself (files, CSV, zips).
 */
export interface Operation<Id extends OperationId = OperationId> {
  readonly id: Id;
  readonly access?: AccessRule;
  handle(call: OperationCall<Id>): Promise<OkResponse<Id> | FastifyReply>;
}

/** Declares an operation; the id ties the handler's body and answer types to the contract. */
export function operation<Id extends OperationId>(id: Id, implementation: Omit<Operation<Id>, 'id'>): Operation<Id> {
  return { id, ...implementation };
}

/** Implementations keyed by the contract's operationId. */
export type OperationMap = ReadonlyMap<OperationId, Operation<any>>;

/** The map of a list of operations; one id twice is a wiring mistake caught at start. */
export function operationMap(...ops: readonly Operation<any>[]): OperationMap {
  const map = new Map<OperationId, Operation<any>>();
  for (const op of ops) {
    if (map.has(op.id)) throw new Error(`operation ${op.id} is implemented twice`);
    map.set(op.id, op);
  }
  return map;
}
