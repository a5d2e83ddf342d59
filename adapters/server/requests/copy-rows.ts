import { StringDecoder } from 'node:string_decoder';
import type { RowShape } from './request-row.ts';

/** The backslash sequences COPY TO writes in its text format (it never writes octal or hex ones). */
const ESCAPED: Readonly<Record<string, string>> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v', '\\': '\\' };
const ESCAPE = /\\(.)/g;

/** One field of COPY's text format as its value's text, or null for `\N`. */
function fieldText(raw: string): string | null {
  if (raw.indexOf('\\') < 0) return raw;
  if (raw === '\\N') return null;
  return raw.replace(ESCAPE, (_, c: string) => ESCAPED[c] ?? c);
}

type LineDecoder<R> = (line: string) => R;
const decoders = new WeakMap<RowShape<unknown>, LineDecoder<unknown>>();

/**
 * The function that turns one COPY line into a row of the shape, built once per shape. It is
 * generated as one object literal, so every row gets the same hidden class at once: assigning
 * 30 fields one by one took twice as long (bench/README.md, exports). The field names are the
 * RequestRow's own keys, checked to be plain identifiers before they are written into code.
 */
function lineDecoder<R>(shape: RowShape<R>): LineDecoder<R> {
  const known = decoders.get(shape);
  if (known) return known as LineDecoder<R>;
  const { fields } = shape.copy;
  for (const f of fields) if (!/^[a-z_][a-z0-9_]*$/.test(f.name)) throw new Error(`not a field name: ${f.name}`);
  const props = fields.map((f, i) => `${f.name}: (t = text(cells[${i}])) === null ? null : decode[${i}](t)`);
  const make = new Function('text', 'decode', 'count', `return (line) => {
    const cells = line.split('\\t');
    if (cells.length !== count) throw new Error('COPY row with ' + cells.length + ' fields, expected ' + count);
    let t;
    return { ${props.join(', ')} };
  };`) as (text: typeof fieldText, decode: ((text: string) => unknown)[], count: number) => LineDecoder<R>;
  const decoder = make(fieldText, fields.map((f) => f.decode), fields.length);
  decoders.set(shape, decoder);
  return decoder;
}

/**
 * Rows of a shape from the raw data of `COPY (SELECT <shape.copy.columns> ...) TO STDOUT`, one
 * batch per chunk as it arrives, so memory holds one chunk's rows at a time. A row is a line and
 * its fields are separated by tabs (both escaped inside values), so a line or a UTF-8 character
 * cut between two chunks is carried over to the next.
 */
export async function* copyRows<R>(chunks: AsyncIterable<Buffer>, shape: RowShape<R>): AsyncGenerator<R[]> {
  const rowOf = lineDecoder(shape);
  const decoder = new StringDecoder('utf8');
  let rest = '';
  for await (const chunk of chunks) {
    const text = rest + decoder.write(chunk);
    const end = text.lastIndexOf('\n');
    if (end < 0) {
      rest = text;
      continue;
    }
    rest = text.slice(end + 1);
    yield text.slice(0, end).split('\n').map(rowOf);
  }
  rest += decoder.end();
  if (rest !== '') throw new Error('COPY data ended inside a row');
}
