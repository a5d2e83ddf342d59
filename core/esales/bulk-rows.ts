import { appointmentErrors, type AppointmentDraft, type AppointmentField } from '../orders/appointment-form.ts';
import { MAX_BULK_CELL_CHARS } from './bulk-limits.ts';
import { BulkField, BulkRule, type BulkColumn } from './bulk-template.ts';

/** One bad cell of a sheet: the sheet's row number (the header is row 1), the header text, why. */
export interface BulkRowError {
  row: number;
  column: string;
  reason: string;
}

/** A data row as text by field (absent columns read ''), and its sheet row number. */
export interface BulkRow {
  row: number;
  cells: Partial<Record<BulkField, string>>;
}

/** Messages of the sheet's own rules (docs/decisions.md); the form's fields keep the form's messages. */
export const BulkRowMessage = {
  missingColumn: 'This column of the template is missing',
  blank: (header: string) => `${header} cannot be blank`,
  tooLong: `Longer than ${MAX_BULK_CELL_CHARS} characters`,
  date: 'Enter the date as YYYY-MM-DD',
  repeatedId: (firstRow: number) => `Unique ID repeats row ${firstRow}`,
} as const;

const FORM_FIELDS: Partial<Record<BulkField, AppointmentField>> = {
  name: 'name', uniqueId: 'uniqueId', email: 'email', gender: 'gender', mobile: 'mobile',
  alternateMobile: 'alternateMobile', clientDob: 'clientDob', sumAssured: 'sumAssured', annualPremium: 'annualPremium',
};

/**
 * The required template columns missing from a header row (row 1); a sheet missing any is refused
 * whole. An optional column may be left out (its cells read blank).
 */
export function bulkHeaderErrors(columns: readonly BulkColumn[], headers: readonly string[]): BulkRowError[] {
  const present = new Set(headers.map((h) => h.trim().toLowerCase()));
  return columns.filter((c) => c.required && !present.has(c.header.toLowerCase())).map((c) => ({ row: 1, column: c.header, reason: BulkRowMessage.missingColumn }));
}

/**
 * A row as the Create Appointment form's draft, so the form's own rules judge it (one rule, one
 * home). The sheet carries no preference time; a time the rule accepts stands in for it and its
 * verdict is never read.
 */
function asDraft(cells: BulkRow['cells'], now: Date): AppointmentDraft {
  const text = (f: BulkField) => (cells[f] ?? '').trim();
  return {
    name: text('name'), uniqueId: text('uniqueId'), email: text('email'), gender: text('gender'), mobile: text('mobile'),
    alternateMobile: text('alternateMobile'), sumAssured: text('sumAssured'), annualPremium: text('annualPremium'), clientDob: text('clientDob'),
    firstPreference: new Date(now.getTime() + 86_400_000), secondPreference: null, additionalDetails: [],
  };
}

/** Every bad cell of one data row, in column order; `now` decides what is in the future. */
export function bulkRowErrors(columns: readonly BulkColumn[], row: BulkRow, now: Date): BulkRowError[] {
  const formErrors = appointmentErrors(asDraft(row.cells, now), now);
  const errors: BulkRowError[] = [];
  for (const c of columns) {
    const value = (row.cells[c.field] ?? '').trim();
    const bad = (reason: string) => errors.push({ row: row.row, column: c.header, reason });
    if (value.length > MAX_BULK_CELL_CHARS) { bad(BulkRowMessage.tooLong); continue; }
    if (c.rule === BulkRule.date && value !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(value)) { bad(BulkRowMessage.date); continue; }
    const formField = FORM_FIELDS[c.field];
    const formProblem = formField ? formErrors[formField] : undefined;
    if (formProblem) bad(formProblem);
    else if (c.required && value === '') bad(BulkRowMessage.blank(c.header));
  }
  return errors;
}

/**
 * Every bad cell of a sheet's data rows, the rows' own rules plus one across them: a Unique ID
 * may appear once per file (a second case for the same member would be a duplicate lead).
 */
export function bulkSheetErrors(columns: readonly BulkColumn[], rows: readonly BulkRow[], now: Date): BulkRowError[] {
  const errors: BulkRowError[] = [];
  const firstRowOfId = new Map<string, number>();
  const idHeader = columns.find((c) => c.field === BulkField.uniqueId)?.header;
  for (const row of rows) {
    errors.push(...bulkRowErrors(columns, row, now));
    const id = (row.cells.uniqueId ?? '').trim().toLowerCase();
    if (idHeader && id !== '') {
      const first = firstRowOfId.get(id);
      if (first === undefined) firstRowOfId.set(id, row.row);
      else errors.push({ row: row.row, column: idHeader, reason: BulkRowMessage.repeatedId(first) });
    }
  }
  return errors;
}

/** How many distinct rows the errors name (the count of the refusal message). */
export function badRowCount(errors: readonly BulkRowError[]): number {
  return new Set(errors.map((e) => e.row)).size;
}
