import { Ajv, type Options } from 'ajv';
import addFormatsModule from 'ajv-formats';

// ajv-formats ships CommonJS; under ESM its function sits on .default.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (ajv: Ajv) => Ajv;

// strictNumbers: NaN and Infinity (JSON's 1e400) are not numbers, whatever `strict` says.
const base: Options = { strict: false, strictNumbers: true, allErrors: false, removeAdditional: false, useDefaults: true };

/**
 * The spec's slot timestamp (India time, `YYYY-MM-DD HH:mm:ss.SSS`) as a format, so its bounds are
 * checked like any date's (x-formatMinimum); fixed-width text sorts as its instants do.
 */
const slotTimestamp = {
  type: 'string',
  validate: /^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}\.[0-9]{3}$/,
  compare: (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0),
} as const;

function make(options: Options): Ajv {
  const ajv = new Ajv({ ...base, ...options });
  addFormats(ajv);
  ajv.addFormat('slot-timestamp', slotTimestamp);
  return ajv;
}

/** Bodies must match the contract exactly: no coercion, nothing silently dropped. */
export const bodyAjv = make({ coerceTypes: false });
/** Query strings, path parameters and headers arrive as text: numbers and booleans are read from it. */
export const textAjv = make({ coerceTypes: 'array' });
/** Responses are checked as sent. */
export const responseAjv = make({ coerceTypes: false, useDefaults: false });
