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

/**
 * Rows of a shape from the raw data of `COPY (SELECT <shape.copy.columns> ...) TO STDOUT`, one
 * batch per chunk as it arrives, so memory holds one chunk's rows at a time. A row is a line and
 * its fields are separated by tabs (both escaped inside values), so a line or a UTF-8 character
 * cut between two chunks is carried over to the next.
 */
export async function* copyRows<R>(chunks: AsyncIterable<Buffer>, shape: RowShape<R>): AsyncGenerator<R[]> {
  const { fields } = shape.copy;
  const decoder = new StringDecoder('utf8');
  let rest = '';
  const rowOf = (line: string): R => {
    const cells = line.split('\t');
    if (cells.length !== fields.length) throw new Error(`COPY row with ${cells.length} fields, expected ${fields.length}`);
    const row: Record<string, unknown> = {};
    for (let i = 0; i < fields.length; i++) {
      const text = fieldText(cells[i]);
      row[fields[i].name] = text === null ? null : fields[i].decode(text);
    }
    return row as R;
  };
  for await (const chunk of chunks) {
    const text = rest + decoder.write(chunk);
    const end = text.lastIndexOf('\n');
    if (end < 0) {
      rest = text;
      continue;
    }
    rest = text.slice(end + 1);
    const lines = text.slice(0, end).split('\n');
    yield lines.map(rowOf);
  }
  rest += decoder.end();
  if (rest !== '') throw new Error('COPY data ended inside a row');
}
