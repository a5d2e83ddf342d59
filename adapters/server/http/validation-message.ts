import type { FastifySchemaValidationError, FastifyServerOptions } from 'fastify';

type SchemaErrorDataVar = Parameters<NonNullable<FastifyServerOptions['schemaErrorFormatter']>>[1];

/**
 * ajv-formats words a date bound "should be >= 1900-01-01"; the contract's other messages say
 * "must", and the portal's date fields say "must not be before", so a bound reads the same there.
 */
const BOUND_WORDS: Record<string, string> = { formatMinimum: 'must not be before', formatMaximum: 'must not be after' };

/** The 400's message for a request that breaks the contract: each problem as `part/path words`. */
export function validationMessage(errors: FastifySchemaValidationError[], dataVar: SchemaErrorDataVar): Error {
  const words = (e: FastifySchemaValidationError) => {
    const bound = BOUND_WORDS[e.keyword];
    return bound ? `${bound} ${(e.params as { limit: string }).limit}` : e.message;
  };
  return new Error(errors.map((e) => `${dataVar}${e.instancePath ?? ''} ${words(e)}`).join(', '));
}
