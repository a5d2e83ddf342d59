import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { BulkRow } from '../../../core/esales/bulk-rows.ts';
import type { BulkColumn, BulkField } from '../../../core/esales/bulk-template.ts';
import { RefusedWorkbook } from './xlsx-guard.ts';
import { BulkMessage } from '../../../core/esales/bulk-limits.ts';

/** A date cell as its India-agnostic calendar day: ExcelJS hands a sheet date as that day at UTC midnight. */
const dayOf = (d: Date) => (Number.isNaN(d.getTime()) ? '' : d.toISOString().slice(0, 10));

/**
 * A cell's value as the text a person typed. A formula cell reads as the value Excel cached when
 * the file was saved (`result`); nothing is ever evaluated here. Hyperlinks (Excel links every
 * e-mail it sees) read as their text, rich text as its runs, an error cell as its code.
 */
export function cellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return dayOf(value);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as { result?: ExcelJS.CellValue }).result);
  if ('hyperlink' in value) return cellText((value as { text: ExcelJS.CellValue }).text);
  if ('error' in value) return String(value.error);
  return '';
}

/** The sheet read: its header texts (row 1) and its non-blank data rows by template field. */
export interface ReadSheet {
  headers: string[];
  rows: BulkRow[];
}

/**
 * Reads the first worksheet of a workbook that passed guardWorkbook (as it laid it out) with ExcelJS's streaming
 * reader, a row at a time (the whole-workbook model of 10,000 rows cost about 100 MB more): the
 * header row decides which column holds which field (by header text, any case and order), blank
 * rows are skipped, later worksheets are read past and ignored.
 */
export async function readSheet(bytes: Buffer, columns: readonly BulkColumn[]): Promise<ReadSheet> {
  const byHeader = new Map(columns.map((c) => [c.header.toLowerCase(), c.field]));
  const headers: string[] = [];
  const fieldAt = new Map<number, BulkField>();
  const rows: BulkRow[] = [];
  let sheets = 0;
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
      worksheets: 'emit', sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', entries: 'ignore',
    });
    for await (const sheet of reader) {
      sheets++;
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        if (sheets > 1) continue;
        if (row.number === 1) {
          row.eachCell({ includeEmpty: false }, (cell, col) => {
            const text = cellText(cell.value).trim();
            headers.push(text);
            const field = byHeader.get(text.toLowerCase());
            if (field) fieldAt.set(col, field);
          });
          continue;
        }
        const cells: BulkRow['cells'] = {};
        let blank = true;
        row.eachCell({ includeEmpty: false }, (cell, col) => {
          const field = fieldAt.get(col);
          if (!field) return;
          const text = cellText(cell.value).trim();
          if (text !== '') blank = false;
          cells[field] = text;
        });
        if (!blank) rows.push({ row: row.number, cells });
      }
    }
  } catch (error) {
    throw new RefusedWorkbook(BulkMessage.notExcel, `ExcelJS: ${(error as Error).message}`);
  }
  if (sheets === 0) throw new RefusedWorkbook(BulkMessage.notExcel, 'no worksheet');
  return { headers, rows };
}
