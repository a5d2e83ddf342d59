import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvChunks, csvHead, csvLines, csvRows, UTF8_BOM, type CsvColumn } from './csv.ts';

const columns: CsvColumn<{ name: string; n: number | null }>[] = [
  { header: 'Name', value: (r) => r.name },
  { header: 'N', value: (r) => r.n },
];

describe('csv', () => {
  it('writes RFC 4180 lines with CRLF ends, quoting only what needs it', () => {
    expect(csvLines([['a', 'b,c', 'say "hi"', 'two\nlines', null, undefined, 3]])).toBe('a,"b,c","say ""hi""","two\nlines",,,3\r\n');
    expect(csvLines([])).toBe('');
  });

  it('defuses every cell a spreadsheet would run as a formula, line breaks included', () => {
    const cells = ['=SUM(A1)', '+1', '-2', '@x', '\tx', '\rx', '=HYPERLINK("a")\nb'];
    expect(csvLines([cells])).toBe(`"'=SUM(A1)","'+1","'-2","'@x","'\tx","'\rx","'=HYPERLINK(""a"")\nb"\r\n`);
  });

  it('leaves numbers, including negative ones, as numbers', () => {
    expect(csvLines([[-5, 0, 1.5]])).toBe('-5,0,1.5\r\n');
  });

  it('starts every file with a byte order mark and the header', () => {
    expect(csvHead(columns)).toBe(`${UTF8_BOM}Name,N\r\n`);
    expect(csvRows(columns, [{ name: 'Ünal', n: null }])).toBe('Ünal,\r\n');
  });

  it('streams a file as the header and one chunk per non-empty batch', async () => {
    async function* batches() {
      yield [{ name: 'a', n: 1 }];
      yield [];
      yield [{ name: 'b', n: 2 }, { name: 'c', n: 3 }];
    }
    const chunks: string[] = [];
    for await (const chunk of csvChunks(columns, batches())) chunks.push(chunk);
    expect(chunks).toEqual([`${UTF8_BOM}Name,N\r\n`, 'a,1\r\n', 'b,2\r\nc,3\r\n']);
  });

  it('writes any record exactly as papaparse does with the same settings', () => {
    const awkward = fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', '"', ',', ' ', '\uFEFF', "'", 'a', '1', 'é', '日');
    const cell = fc.oneof(
      fc.string({ unit: awkward, maxLength: 8 }),
      fc.string(),
      fc.integer(),
      fc.double({ noNaN: true }),
      fc.constantFrom(null, undefined),
    );
    const unparse = (records: unknown[][]) =>
      records.length === 0 ? '' : `${Papa.unparse(records, { escapeFormulae: /^[=+\-@\t\r]/, newline: '\r\n', header: false, quotes: false })}\r\n`;
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), { maxLength: 5 }), (records) => {
        expect(csvLines(records)).toBe(unparse(records));
      }),
      { numRuns: 2_000 },
    );
  });
});
