import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { bulkColumns, type BulkColumn } from '../../../core/esales/bulk-template.ts';
import type { ContractKind } from '../../../core/appointments/contracts.ts';

/** A row as the template's sample with some cells changed (by header text). */
export function sampleRow(columns: readonly BulkColumn[], over: Record<string, ExcelJS.CellValue> = {}): ExcelJS.CellValue[] {
  return columns.map((c) => (c.header in over ? over[c.header]! : c.sample));
}

/**
 * A workbook as a person fills the template: the header row and `rows` rows, each the sample with
 * a distinct Unique ID and name unless `row` says otherwise.
 */
export async function filledWorkbook(kind: ContractKind, rows: number, row: (i: number) => Record<string, ExcelJS.CellValue> = () => ({})): Promise<Buffer> {
  const columns = bulkColumns(kind);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Cases');
  sheet.addRow(columns.map((c) => c.header));
  for (let i = 0; i < rows; i++) {
    sheet.addRow(sampleRow(columns, { 'Unique ID': `MEM-${String(i + 1).padStart(5, '0')}`, Name: `Member Number ${i + 1}`, ...row(i) }));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A real workbook whose first sheet's XML is replaced (for bombs and entity declarations). */
async function withSheetXml(xml: string): Promise<Buffer> {
  const zip = await JSZip.loadAsync(await filledWorkbook('ESALES', 1));
  zip.file('xl/worksheets/sheet1.xml', xml);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}

/** A workbook whose sheet inflates a thousandfold, to `megabytes` MB of blanks. */
export function zipBomb(megabytes = 50): Promise<Buffer> {
  return withSheetXml(`<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${' '.repeat(megabytes * 1024 * 1024)}</sheetData></worksheet>`);
}

/**
 * The same bomb with a directory that lies: every entry claims to inflate to 1,000 bytes, so the
 * declared sizes pass and only inflating no further than declared catches it.
 */
export async function lyingZipBomb(megabytes = 50): Promise<Buffer> {
  const bytes = Buffer.from(await zipBomb(megabytes));
  for (let at = bytes.length - 46; at >= 0; at--) {
    if (bytes.readUInt32LE(at) === 0x02014b50) bytes.writeUInt32LE(1000, at + 24);
  }
  return bytes;
}

/** A workbook whose sheet declares an entity that expands to itself a billion times ("billion laughs"). */
export function entityWorkbook(): Promise<Buffer> {
  const lol = '<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>';
  return withSheetXml(`<?xml version="1.0"?>${lol}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>&lol2;</t></is></c></row></sheetData></worksheet>`);
}
