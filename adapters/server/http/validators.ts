import { Ajv, type Options } from 'ajv';
import addFormatsModule from 'ajv-formats';

// ajv-formats ships CommonJS; under ESM its function sits on .default.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (ajv: Ajv) => Ajv;

// strictNumbers: NaN and Infinity (JSON's 1e400) are not numbers, whatever `strict` says.
const base: Options = { strict: false, strictNumbers: true, allErrors: false, removeAdditional: false, useDefaults: true };

function make(options: Options): Ajv {
  const ajv = new Ajv({ ...base, ...options });
  addFormats(ajv);
  return ajv;
}

/** Bodies must match the contract exactly: no coercion, nothing silently dropped. */
export const bodyAjv = make({ coerceTypes: false });
/** Query strings, path parameters and headers arrive as text: numbers and booleans are read from it. */
export const textAjv = make({ coerceTypes: 'array' });
/** Responses are checked as sent. */
export const responseAjv = make({ coerceTypes: false, useDefaults: false });
