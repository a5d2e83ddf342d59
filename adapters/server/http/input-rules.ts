import { badRequest } from './api-error.ts';

/**
 * Rules every input of the contract obeys, applied once here rather than written on each of its
 * fields, so a field added tomorrow is covered too.
 */

type Schema = Record<string, unknown>;

/** int4, the column type of every id and count unless the contract says `format: int64`. */
const INT4 = { minimum: -2_147_483_648, maximum: 2_147_483_647 } as const;
/**
 * int8 columns (request ids, message ids) hold more than JSON numbers carry exactly; the largest
 * integer a JSON number holds without rounding is the bound.
 */
const INT64 = { minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER } as const;
/** Every number column is money, numeric(10, 2). */
const MONEY = { minimum: -99_999_999.99, maximum: 99_999_999.99 } as const;

const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SCHEMA_ONES = ['items', 'additionalProperties', 'unevaluatedProperties', 'unevaluatedItems', 'not', 'if', 'then', 'else', 'propertyNames', 'contains'];

function typesOf(schema: Schema): unknown[] {
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

/** The range a number schema gets when it names none: its column's. */
function columnRange(schema: Schema): { minimum: number; maximum: number } | undefined {
  const types = typesOf(schema);
  if (types.includes('integer')) return schema.format === 'int64' ? INT64 : INT4;
  if (types.includes('number')) return MONEY;
  return undefined;
}

/**
 * The contract's bounds of a day or instant, written as vendor keys because OpenAPI has no keyword
 * for them, are ajv-formats' own keywords under an `x-` prefix.
 */
const DATE_BOUNDS = { 'x-formatMinimum': 'formatMinimum', 'x-formatMaximum': 'formatMaximum' } as const;

/**
 * A copy of a (dereferenced) request schema with every value bounded: an integer or number without
 * its own bounds gets its column's range, so a value the database would refuse (1e20 for an int4
 * id) is a 400 naming the field instead of a failed query; a day or instant gets the contract's
 * bounds (x-formatMinimum, x-formatMaximum) as the keywords ajv enforces. Bounds the contract
 * states for numbers are kept.
 */
export function boundInputs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(boundInputs);
  if (node === null || typeof node !== 'object') return node;
  const schema = { ...(node as Schema) };
  const range = columnRange(schema);
  if (range) {
    if (schema.minimum === undefined && schema.exclusiveMinimum === undefined) schema.minimum = range.minimum;
    if (schema.maximum === undefined && schema.exclusiveMaximum === undefined) schema.maximum = range.maximum;
  }
  for (const [vendorKey, ajvKey] of Object.entries(DATE_BOUNDS)) {
    if (schema[vendorKey] !== undefined) schema[ajvKey] = schema[vendorKey];
  }
  for (const key of SCHEMA_MAPS) {
    if (schema[key] && typeof schema[key] === 'object') {
      schema[key] = Object.fromEntries(Object.entries(schema[key] as Schema).map(([name, sub]) => [name, boundInputs(sub)]));
    }
  }
  for (const key of [...SCHEMA_LISTS, ...SCHEMA_ONES]) {
    if (schema[key] !== undefined) schema[key] = boundInputs(schema[key]);
  }
  return schema;
}

/**
 * The path (ajv style) of the first leaf or property name of a parsed input that `bad` picks, or
 * undefined. The walk keeps its own stack, so however deeply an input nests it cannot overflow
 * the call stack.
 */
function firstAt(value: unknown, bad: (leaf: unknown) => boolean): string | undefined {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (Array.isArray(current)) {
      current.forEach((item, i) => stack.push([item, `${path}/${i}`]));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (bad(key)) return path;
        stack.push([item, `${path}/${key}`]);
      }
    } else if (bad(current)) {
      return path;
    }
  }
  return undefined;
}

/** Where a NUL character hides in a parsed input: PostgreSQL text cannot hold it, and no person types it. */
export const nulAt = (value: unknown) => firstAt(value, (leaf) => typeof leaf === 'string' && leaf.includes('\u0000'));

/** Refuses a request whose parts (body, query, path, form fields) hold a NUL character anywhere, naming where. */
export function refuseNul(parts: Record<string, unknown>): void {
  for (const [part, value] of Object.entries(parts)) {
    const at = nulAt(value);
    if (at !== undefined) throw badRequest(`${part}${at} must not contain NUL characters`);
  }
}

/**
 * Refuses a number read from text that is not finite. ajv turns "1e400" or "Infinity" in a query
 * string or form field into Infinity and then skips its bounds (they only apply to finite
 * numbers), so validated text parts are checked once more here.
 */
export function refuseNonFinite(parts: Record<string, unknown>): void {
  for (const [part, value] of Object.entries(parts)) {
    const at = firstAt(value, (leaf) => typeof leaf === 'number' && !Number.isFinite(leaf));
    if (at !== undefined) throw badRequest(`${part}${at} must be a finite number`);
  }
}
