import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { bulkColumns } from '../../../core/esales/bulk-template.ts';
import { BulkMessage, MAX_BULK_ROWS } from '../../../core/esales/bulk-limits.ts';
import { entityWorkbook, filledWorkbook, lyingZipBomb, zipBomb } from '../testing/bulk-workbooks.ts';
import { cellText, readSheet } from './sheet.ts';
import { guardWorkbook, RefusedWorkbook } from './xlsx-guard.ts';

/** The temporary-file module ExcelJS's streaming reader parks a worksheet with (its own copy, as it loads it). */
const excelRequire = createRequire(createRequire(import.meta.url).resolve('exceljs'));
const tmp = excelRequire('tmp') as { file: (...args: unknown[]) => void };

const refusal = (bytes: Buffer, truncated = false) => {
  try {
    guardWorkbook(bytes, truncated);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(RefusedWorkbook);
    return (error as RefusedWorkbook).message;
  }
};

describe('the workbook guard (before any parser)', () => {
  it('passes a real workbook and counts its rows', async () => {
    expect(guardWorkbook(await filledWorkbook('ESALES', 5)).rows).toBe(6);
  });

  it('lays the workbook out so the streaming reader never parks a sheet (customer data) in a temporary file', async () => {
    const parked = vi.spyOn(tmp, 'file');
    const bytes = await filledWorkbook('ESALES', 3);
    const sheet = await readSheet(guardWorkbook(bytes).streamable, bulkColumns('ESALES'));
    expect(sheet.rows.map((r) => r.cells.uniqueId)).toEqual(['MEM-00001', 'MEM-00002', 'MEM-00003']);
    expect(parked).not.toHaveBeenCalled();
    await readSheet(bytes, bulkColumns('ESALES'));
    expect(parked).toHaveBeenCalled();
    parked.mockRestore();
  });

  it("reads the workbook's first tab, wherever the zip stores it", async () => {
    const columns = bulkColumns('ESALES');
    const book = new ExcelJS.Workbook();
    const notes = book.addWorksheet('Notes');
    notes.addRow(['Fill in the Cases tab']);
    const cases = book.addWorksheet('Cases');
    cases.addRow(columns.map((c) => c.header));
    cases.addRow(columns.map((c) => c.sample));
    // The tab order (orderNo is ExcelJS's, missing from its types): Cases first, stored as sheet2.
    Object.assign(cases, { orderNo: 0 });
    Object.assign(notes, { orderNo: 1 });
    const sheet = await readSheet(guardWorkbook(Buffer.from(await book.xlsx.writeBuffer())).streamable, columns);
    expect(sheet.headers.slice(0, 2)).toEqual(['Name', 'Unique ID']);
    expect(sheet.rows).toHaveLength(1);
  });

  it('refuses by the bytes, not the name: text, a PDF, a zip that is no workbook', async () => {
    const docx = new JSZip();
    docx.file('[Content_Types].xml', '<Types><Override ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>');
    docx.file('word/document.xml', '<w:document/>');
    for (const bytes of [Buffer.from('Name,Mobile\n'), Buffer.from('%PDF-1.7\n'), await docx.generateAsync({ type: 'nodebuffer' })]) {
      expect(refusal(bytes)).toBe(BulkMessage.notExcel);
    }
  });

  it('refuses zip bombs (honest and lying directories) and entity declarations', async () => {
    expect(refusal(await zipBomb(20))).toBe(BulkMessage.notExcel);
    expect(refusal(await lyingZipBomb(20))).toBe(BulkMessage.notExcel);
    expect(refusal(await entityWorkbook())).toBe(BulkMessage.notExcel);
    const utf16 = await JSZip.loadAsync(await filledWorkbook('ESALES', 1));
    utf16.file('xl/worksheets/sheet1.xml', Buffer.from('\ufeff<?xml version="1.0" encoding="UTF-16"?><!DOCTYPE x [<!ENTITY a "b">]><worksheet/>', 'utf16le'));
    expect(refusal(await utf16.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }))).toBe(BulkMessage.notExcel);
  });

  it('refuses a file over the size limit and a sheet over the row limit', async () => {
    expect(refusal(await filledWorkbook('ESALES', 1), true)).toBe(BulkMessage.tooBig);
    expect(refusal(Buffer.alloc(10 * 1024 * 1024 + 1))).toBe(BulkMessage.tooBig);
    expect(refusal(await filledWorkbook('CORPORATE', MAX_BULK_ROWS + 1, () => ({ 'Alternate Mobile': null, 'Date of Birth': null, Address: null, City: null, State: null })))).toBe(BulkMessage.tooManyRows);
  }, 30_000);
});

describe('cell text', () => {
  it('reads what a person typed, formulas as their saved value', () => {
    expect(cellText(9876543210)).toBe('9876543210');
    expect(cellText(new Date(Date.UTC(1985, 3, 12)))).toBe('1985-04-12');
    expect(cellText({ formula: 'NOW()', result: 'cached' })).toBe('cached');
    expect(cellText({ formula: 'NOW()' } as never)).toBe('');
    expect(cellText({ sharedFormula: 'A2', result: 12 } as never)).toBe('12');
    expect(cellText({ text: 'asha@example.com', hyperlink: 'mailto:asha@example.com' })).toBe('asha@example.com');
    expect(cellText({ richText: [{ text: 'As' }, { text: 'ha' }] })).toBe('Asha');
    expect(cellText({ error: '#N/A' } as never)).toBe('#N/A');
    expect(cellText(null)).toBe('');
  });
});
