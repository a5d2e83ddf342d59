import ExcelJS from 'exceljs';
import type { BulkColumn } from '../../../core/esales/bulk-template.ts';

/**
 * The template of a contract as a real .xlsx: one bold header row with the template's columns
 * (required ones marked in a note) and one sample row the importer accepts. Every cell is text,
 * so a mobile number or an id keeps its digits as typed.
 */
export async function templateWorkbook(columns: readonly BulkColumn[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Health Services Portal';
  const sheet = book.addWorksheet('Cases');
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.field, width: Math.max(14, c.header.length + 4), style: { numFmt: '@' } }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  columns.forEach((c, i) => {
    if (c.required) header.getCell(i + 1).note = 'Required';
  });
  sheet.addRow(Object.fromEntries(columns.map((c) => [c.field, c.sample])));
  return Buffer.from(await book.xlsx.writeBuffer());
}
