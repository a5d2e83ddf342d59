import { describe, expect, it } from 'vitest';
import { ContractKind } from '../appointments/contracts.ts';
import { AppointmentMessage } from '../orders/appointment-form.ts';
import { BulkMessage } from './bulk-limits.ts';
import { BulkRowMessage, badRowCount, bulkHeaderErrors, bulkRowErrors, bulkSheetErrors, type BulkRow } from './bulk-rows.ts';
import { bulkColumns, bulkTemplateFileName, type BulkField } from './bulk-template.ts';

const NOW = new Date('2026-11-22T06:30:00.000Z');
const esales = bulkColumns(ContractKind.Esales);
const sample = (row: number, over: Partial<Record<BulkField, string>> = {}): BulkRow => ({
  row, cells: { ...Object.fromEntries(esales.map((c) => [c.field, c.sample])), ...over },
});

describe('the bulk template catalogue', () => {
  it('names the columns of each contract kind, required ones first', () => {
    expect(esales.map((c) => c.header)).toEqual([
      'Name', 'Unique ID', 'Email', 'Gender', 'Mobile', 'Alternate Mobile', 'Date of Birth',
      'Application No', 'Sum Assured', 'Annual Premium', 'eQuote', 'Address', 'City', 'State',
    ]);
    expect(bulkColumns(ContractKind.TeleUnderwriting).map((c) => c.header)).not.toContain('eQuote');
    expect(bulkColumns(ContractKind.Corporate).filter((c) => c.required).map((c) => c.header)).toEqual(['Name', 'Unique ID', 'Email', 'Gender', 'Mobile']);
    expect(bulkTemplateFileName('E-Sales')).toBe('E-Sales-bulk-cases.xlsx');
  });

  it("accepts every contract's sample row", () => {
    for (const kind of Object.values(ContractKind)) {
      const columns = bulkColumns(kind);
      const row = { row: 2, cells: Object.fromEntries(columns.map((c) => [c.field, c.sample])) };
      expect(bulkRowErrors(columns, row, NOW)).toEqual([]);
    }
  });
});

describe('bulk row validation (the Create Appointment rules)', () => {
  it("reports each bad cell with the form's own message", () => {
    expect(bulkRowErrors(esales, sample(5, { name: 'Ann', email: 'ann@', gender: 'F', mobile: '6123456789', alternateMobile: '12' }), NOW)).toEqual([
      { row: 5, column: 'Name', reason: AppointmentMessage.name },
      { row: 5, column: 'Email', reason: AppointmentMessage.email },
      { row: 5, column: 'Gender', reason: AppointmentMessage.gender },
      { row: 5, column: 'Mobile', reason: AppointmentMessage.phone },
      { row: 5, column: 'Alternate Mobile', reason: AppointmentMessage.phone },
    ]);
    expect(bulkRowErrors(esales, sample(2, { uniqueId: ' ' }), NOW)).toEqual([{ row: 2, column: 'Unique ID', reason: AppointmentMessage.uniqueId }]);
    expect(bulkRowErrors(esales, sample(2, { sumAssured: '5 lakh' }), NOW)).toEqual([{ row: 2, column: 'Sum Assured', reason: AppointmentMessage.number }]);
  });

  it('judges dates, required text and length by the sheet rules', () => {
    expect(bulkRowErrors(esales, sample(3, { clientDob: '2027-01-01' }), NOW)).toEqual([{ row: 3, column: 'Date of Birth', reason: AppointmentMessage.futureDob }]);
    expect(bulkRowErrors(esales, sample(3, { clientDob: '12/04/1985' }), NOW)).toEqual([{ row: 3, column: 'Date of Birth', reason: BulkRowMessage.date }]);
    expect(bulkRowErrors(esales, sample(3, { applicationNo: '' }), NOW)).toEqual([{ row: 3, column: 'Application No', reason: 'Application No cannot be blank' }]);
    expect(bulkRowErrors(esales, sample(3, { city: 'x'.repeat(201) }), NOW)).toEqual([{ row: 3, column: 'City', reason: BulkRowMessage.tooLong }]);
    expect(bulkRowErrors(esales, sample(3, { city: '', eQuote: '' }), NOW)).toEqual([]);
  });

  it('refuses a repeated Unique ID and a missing required column, and counts bad rows', () => {
    const errors = bulkSheetErrors(esales, [sample(2), sample(3, { uniqueId: 'mem-0001' }), sample(4, { uniqueId: 'MEM-2', name: 'Al' })], NOW);
    expect(errors).toEqual([
      { row: 3, column: 'Unique ID', reason: 'Unique ID repeats row 2' },
      { row: 4, column: 'Name', reason: AppointmentMessage.name },
    ]);
    expect(badRowCount(errors)).toBe(2);
    expect(BulkMessage.rowsRefused(2)).toBe('2 rows have errors; nothing was created');
    expect(BulkMessage.rowsRefused(1)).toBe('1 row has errors; nothing was created');
    expect(bulkHeaderErrors(esales, esales.map((c) => c.header).filter((h) => h !== 'Mobile' && h !== 'City'))).toEqual([
      { row: 1, column: 'Mobile', reason: BulkRowMessage.missingColumn },
    ]);
    expect(bulkHeaderErrors(esales, esales.map((c) => ` ${c.header.toUpperCase()} `))).toEqual([]);
  });
});
