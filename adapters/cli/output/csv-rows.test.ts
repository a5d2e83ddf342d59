import { describe, expect, it } from 'vitest';
import { CsvRowCounter } from './csv-rows.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
function rowsOf(...chunks: string[]): number {
  const counter = new CsvRowCounter();
  for (const chunk of chunks) counter.push(bytes(chunk));
  return counter.rows;
}

describe('counting the rows of a streamed CSV', () => {
  it('counts records after the header, whatever the line ends and chunk boundaries', () => {
    expect(rowsOf('\uFEFFa,b\r\n1,2\r\n3,4\r\n')).toBe(2);
    expect(rowsOf('a,b\r', '\n1,2\r\n3', ',4')).toBe(2);
    expect(rowsOf('a,b\r\n')).toBe(0);
    expect(rowsOf('')).toBe(0);
  });

  it('does not end a record at a line break inside quotes, nor at a doubled quote', () => {
    expect(rowsOf('a,b\r\n"two\r\nlines",x\r\n"say ""hi""",y\r\n')).toBe(2);
    expect(rowsOf('a,b\r\n"split', ' across\nchunks",x\r\n')).toBe(1);
  });
});
