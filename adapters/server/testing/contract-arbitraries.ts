/**
 * fast-check arbitraries generated from the contract's request schemas: a best-effort valid value
 * of a schema, and malformed variants of it (wrong types, bounds ±1 and beyond, NUL, huge strings,
 * deep nesting, missing and extra fields), for the contract fuzz test.
 */
import fc from 'fast-check';

type Schema = Record<string, unknown>;
type Path = (string | number)[];

/**
 * A stand-in for JSON text that JSON.stringify cannot write (1e400, nesting deeper than its
 * stack); `toJson` puts the text in place of the quoted marker.
 */
export const raw = (text: string) => `RAW⟦${text}⟧`;
const RAW_MARKER = /"RAW⟦([^⟧"\\]*)⟧"/g;

/** JSON text of a generated value, raw stand-ins written as they are. */
export function toJson(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(RAW_MARKER, (_m, text: string) => text);
}

/** Text of a generated value for a query string or a path: raw stand-ins as their text, objects as JSON. */
export function toText(value: unknown): string {
  if (typeof value === 'string') return value.replace(/^RAW⟦(.*)⟧$/, '$1');
  if (typeof value === 'object' && value !== null) return toJson(value);
  return String(value);
}

const typesOf = (s: Schema): string[] => {
  if (Array.isArray(s.type)) return s.type as string[];
  if (typeof s.type === 'string') return [s.type];
  if (s.properties || s.additionalProperties) return ['object'];
  if (s.items) return ['array'];
  return [];
};

/** A schema with the members of its allOf folded in (properties and required lists joined). */
function flatten(s: Schema): Schema {
  if (!Array.isArray(s.allOf)) return s;
  const { allOf, ...rest } = s;
  let out: Schema = { ...rest };
  for (const member of (allOf as Schema[]).map(flatten)) {
    out = {
      ...member,
      ...out,
      properties: { ...(member.properties as object), ...(out.properties as object) },
      required: [...((member.required as string[]) ?? []), ...((out.required as string[]) ?? [])],
    };
  }
  return out;
}

const INT32_MAX = 2_147_483_647;
const clamp = (n: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, n));

/** A value the schema should accept, as far as a generator can tell (patterns are honoured). */
export function validValue(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const s = flatten((schema ?? {}) as Schema);
  if (depth > 6) return fc.constant(null);
  if (s.const !== undefined) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  const choices = (s.oneOf ?? s.anyOf) as Schema[] | undefined;
  if (choices) {
    const { oneOf: _o, anyOf: _a, ...base } = s;
    return fc.oneof(...choices.map((c) => validValue({ ...base, ...flatten(c) }, depth + 1)));
  }
  const types = typesOf(s);
  if (types.length === 0) return fc.constantFrom<unknown>('x', 1, true);
  return fc.oneof(...types.map((t) => validOfType(s, t, depth)));
}

function validOfType(s: Schema, type: string, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const min = typeof s.minimum === 'number' ? s.minimum : 0;
      const max = typeof s.maximum === 'number' ? s.maximum : 1_000_000;
      return fc.oneof(fc.constant(min), fc.constant(max), fc.integer({ min: clamp(min, -INT32_MAX, INT32_MAX), max: clamp(max, -INT32_MAX, INT32_MAX) }));
    }
    case 'number': {
      const min = typeof s.minimum === 'number' ? s.minimum : 0;
      const max = typeof s.maximum === 'number' ? s.maximum : 1_000_000;
      return fc.oneof(fc.constant(min), fc.constant(max), fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
    }
    case 'string': {
      if (s.format === 'date') return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
      if (s.format === 'slot-timestamp') return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString().replace('T', ' ').replace('Z', ''));
      if (s.format === 'date-time') return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
      if (s.format === 'email') return fc.constantFrom('asha@mail.test', 'x@y.example');
      if (typeof s.pattern === 'string') return fc.stringMatching(new RegExp(s.pattern as string));
      const minLength = typeof s.minLength === 'number' ? s.minLength : 0;
      const maxLength = Math.max(minLength, Math.min(typeof s.maxLength === 'number' ? s.maxLength : 20, 20));
      return fc.string({ minLength, maxLength });
    }
    case 'array': {
      const minLength = typeof s.minItems === 'number' ? s.minItems : 0;
      const maxLength = Math.max(minLength, Math.min(typeof s.maxItems === 'number' ? s.maxItems : 3, 3));
      return fc.array(validValue(s.items, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      const properties = (s.properties ?? {}) as Record<string, unknown>;
      const required = ((s.required as string[]) ?? []).filter((k) => k in properties);
      if (Object.keys(properties).length === 0 && s.additionalProperties && typeof s.additionalProperties === 'object') {
        return fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), validValue(s.additionalProperties, depth + 1), { maxKeys: 3 });
      }
      const model = Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, validValue(v, depth + 1)]));
      return fc.record(model, { requiredKeys: required });
    }
    default:
      return fc.constant(null);
  }
}

/** A field of a schema that a mutation can reach: where it sits and its schema. */
interface Field {
  path: Path;
  schema: Schema;
  required: boolean;
}

/** Every field of an object schema down to `maxDepth`, array items as their first element. */
export function fieldsOf(schema: unknown, path: Path = [], maxDepth = 4): Field[] {
  const s = flatten((schema ?? {}) as Schema);
  if (path.length >= maxDepth) return [];
  const out: Field[] = [];
  const required = new Set((s.required as string[]) ?? []);
  for (const [name, sub] of Object.entries((s.properties ?? {}) as Record<string, Schema>)) {
    const field = { path: [...path, name], schema: flatten(sub), required: required.has(name) };
    out.push(field, ...fieldsOf(sub, field.path, maxDepth));
  }
  if (s.items && typeof s.items === 'object') {
    const item = { path: [...path, 0], schema: flatten(s.items as Schema), required: true };
    out.push(item, ...fieldsOf(s.items, item.path, maxDepth));
  }
  for (const member of ((s.oneOf ?? s.anyOf ?? []) as Schema[])) out.push(...fieldsOf(member, path, maxDepth));
  return out;
}

const HUGE = 'x'.repeat(200_000);
const NUL_TEXTS = ['\u0000', 'a\u0000b', 'report\u0000.pdf'];
const deep = (levels: number) => raw('['.repeat(levels) + ']'.repeat(levels));

/** Values that break (or sit exactly on) a field's schema: wrong types, bounds, NUL, huge, deep. */
export function malformedValue(schema: Schema): fc.Arbitrary<unknown> {
  const s = flatten(schema);
  const types = typesOf(s);
  const special: unknown[] = [
    null, true, 'text', 0, -1, 1.5, [], {}, { nested: { deeper: [1, 'two', null] } },
    raw('1e400'), raw('-1e400'), raw('1e20'), raw('-0'), 2 ** 31, -(2 ** 31) - 1, 2 ** 53, -(2 ** 53),
    ...NUL_TEXTS, HUGE, '報告.pdf', '../../etc/passwd', '%00', '<script>alert(1)</script>', "' OR 1=1 --", '\uD800',
    deep(64), deep(20_000),
  ];
  if (types.includes('integer') || types.includes('number')) {
    for (const bound of ['minimum', 'maximum'] as const) {
      const b = s[bound];
      if (typeof b === 'number') special.push(b - 1, b, b + 1, b + 0.5, String(b));
    }
  }
  if (types.includes('string')) {
    if (typeof s.maxLength === 'number') special.push('y'.repeat(s.maxLength + 1), 'y'.repeat(s.maxLength));
    if (typeof s.minLength === 'number' && s.minLength > 0) special.push('y'.repeat(s.minLength - 1));
  }
  if (types.includes('array')) {
    if (typeof s.maxItems === 'number') special.push(Array.from({ length: s.maxItems + 1 }, (_x, i) => i + 1));
    special.push([null], [deep(64)]);
  }
  if (types.includes('object')) special.push({ unknownField: 1 }, { ['\u0000key']: 'v' }, { constructor: { prototype: { polluted: true } } });
  return fc.constantFrom(...special);
}

/** `value` with the field at `path` set to `next` (parents created as needed) or removed. */
export function withField(value: unknown, path: Path, next: unknown, remove = false): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  const container = (
    Array.isArray(value) ? [...value] : value !== null && typeof value === 'object' ? { ...(value as object) } : typeof head === 'number' ? [] : {}
  ) as Record<string | number, unknown>;
  if (rest.length === 0 && remove) {
    if (Array.isArray(container)) container.splice(head as number, 1);
    else delete container[head];
  } else {
    container[head] = withField(container[head], rest, next, remove);
  }
  return container;
}

/**
 * Inputs for one request part: mostly a valid value with one field broken, removed or added,
 * sometimes the whole part replaced, sometimes left valid (so valid extremes reach the handler).
 */
export function partInputs(schema: unknown): fc.Arbitrary<unknown> {
  const fields = fieldsOf(schema);
  const base = validValue(schema);
  const arbitraries: fc.WeightedArbitrary<unknown>[] = [
    { weight: 1, arbitrary: base },
    { weight: 1, arbitrary: malformedValue((schema ?? {}) as Schema) },
    { weight: 1, arbitrary: base.map((b) => withField(b, ['unexpectedField'], 'extra')) },
  ];
  if (fields.length > 0) {
    arbitraries.push({
      weight: 6,
      arbitrary: fc.tuple(base, fc.constantFrom(...fields)).chain(([b, field]) => malformedValue(field.schema).map((bad) => withField(b, field.path, bad))),
    });
    const required = fields.filter((f) => f.required);
    if (required.length > 0) {
      arbitraries.push({ weight: 1, arbitrary: fc.tuple(base, fc.constantFrom(...required)).map(([b, field]) => withField(b, field.path, undefined, true)) });
    }
  }
  return fc.oneof(...arbitraries);
}

/** A day or instant of a request part, with the first and last value the contract admits. */
export interface DateField {
  path: Path;
  format: 'date' | 'date-time' | 'slot-timestamp';
  earliest?: string;
  latest?: string;
}

const DATE_FORMATS = ['date', 'date-time', 'slot-timestamp'];

/** Every field of a request part that holds a day (`format: date`) or an instant (`date-time`, `slot-timestamp`). */
export function dateFieldsOf(schema: unknown): DateField[] {
  return fieldsOf(schema, [], 6)
    .filter((f) => DATE_FORMATS.includes(f.schema.format as string))
    .map((f) => ({
      path: f.path,
      format: f.schema.format as DateField['format'],
      earliest: f.schema.formatMinimum as string | undefined,
      latest: f.schema.formatMaximum as string | undefined,
    }));
}

const DAY_MS = 86_400_000;

/** The value a day (dates) or a millisecond (instants) from `bound`, in the field's format. */
export function dateBeside(field: DateField, bound: string, step: -1 | 1): string {
  if (field.format === 'date') return new Date(Date.parse(`${bound}T00:00:00Z`) + step * DAY_MS).toISOString().slice(0, 10);
  // A slot timestamp is wall-clock text: stepping it as if it were UTC steps it the same.
  if (field.format === 'slot-timestamp') return new Date(Date.parse(`${bound.replace(' ', 'T')}Z`) + step).toISOString().replace('T', ' ').replace('Z', '');
  return new Date(Date.parse(bound) + step).toISOString();
}
