import type { operations as affiliate } from '../../../openapi/generated/affiliate.ts';
import type { operations as charts } from '../../../openapi/generated/charts.ts';
import type { operations as consults } from '../../../openapi/generated/consults.ts';
import type { operations as files } from '../../../openapi/generated/files.ts';
import type { operations as insurance } from '../../../openapi/generated/insurance.ts';
import type { operations as medibuddyCentral } from '../../../openapi/generated/medibuddyCentral.ts';
import type { operations as password } from '../../../openapi/generated/password.ts';
import type { operations as provider } from '../../../openapi/generated/provider.ts';

/** Every operation of the contract by its operationId (the contract test keeps ids unique across services). */
export type ContractOperations = affiliate & charts & consults & files & insurance & medibuddyCentral & password & provider;

/** An operationId of the contract. */
export type OperationId = keyof ContractOperations;

type Op<Id extends OperationId> = ContractOperations[Id];

/** The JSON request body of an operation as the validator hands it over (defaults filled in). */
export type RequestBody<Id extends OperationId> =
  Op<Id> extends { requestBody: { content: { 'application/json': infer B } } } ? B
  : Op<Id> extends { requestBody?: { content: { 'application/json': infer B } } } ? B
  : Op<Id> extends { requestBody: { content: { 'multipart/form-data': infer B } } } ? B
  : undefined;

/** The query string of an operation, coerced by the validator. */
export type RequestQuery<Id extends OperationId> = Op<Id> extends { parameters: { query?: infer Q } } ? (Q extends undefined ? Record<string, never> : NonNullable<Q>) : Record<string, never>;

/** The path parameters of an operation. */
export type RequestParams<Id extends OperationId> = Op<Id> extends { parameters: { path?: infer P } } ? (P extends undefined ? Record<string, never> : NonNullable<P>) : Record<string, never>;

/** The JSON body of an operation's 200 answer, or the bytes of one that answers a file, CSV or zip. */
export type OkResponse<Id extends OperationId> = Op<Id> extends { responses: { 200: { content: { 'application/json': infer R } } } } ? R : string | Uint8Array;
