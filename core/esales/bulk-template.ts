import { ContractKind } from '../appointments/contracts.ts';

/**
 * What a template column carries. The first group are the Create Appointment form's fields and are
 * judged by its rules (core/orders/appointment-form.ts); the rest are the case's own text.
 */
export const BulkField = {
  name: 'name',
  uniqueId: 'uniqueId',
  email: 'email',
  gender: 'gender',
  mobile: 'mobile',
  alternateMobile: 'alternateMobile',
  clientDob: 'clientDob',
  sumAssured: 'sumAssured',
  annualPremium: 'annualPremium',
  applicationNo: 'applicationNo',
  eQuote: 'eQuote',
  address: 'address',
  city: 'city',
  state: 'state',
} as const;
export type BulkField = (typeof BulkField)[keyof typeof BulkField];

/** The rule that judges a column's cells. */
export const BulkRule = {
  /** The Create Appointment form's rule for the same field. */
  appointmentForm: 'appointmentForm',
  /** A date of birth: YYYY-MM-DD (or a date cell), then the form's not-in-the-future rule. */
  date: 'date',
  /** Free text: required or not, at most MAX_BULK_CELL_CHARS. */
  text: 'text',
} as const;
export type BulkRule = (typeof BulkRule)[keyof typeof BulkRule];

/** One column of a template: its header text, whether a row must fill it, its rule, a sample cell. */
export interface BulkColumn {
  header: string;
  field: BulkField;
  required: boolean;
  rule: BulkRule;
  sample: string;
}

const col = (header: string, field: BulkField, required: boolean, rule: BulkRule, sample: string): BulkColumn => ({ header, field, required, rule, sample });

/** Every contract's columns, in order. The sample cells pass every rule (the template's sample row). */
const COMMON: readonly BulkColumn[] = [
  col('Name', BulkField.name, true, BulkRule.appointmentForm, 'Asha Verma'),
  col('Unique ID', BulkField.uniqueId, true, BulkRule.appointmentForm, 'MEM-0001'),
  col('Email', BulkField.email, true, BulkRule.appointmentForm, 'asha.verma@example.com'),
  col('Gender', BulkField.gender, true, BulkRule.appointmentForm, 'Female'),
  col('Mobile', BulkField.mobile, true, BulkRule.appointmentForm, '9876543210'),
  col('Alternate Mobile', BulkField.alternateMobile, false, BulkRule.appointmentForm, ''),
  col('Date of Birth', BulkField.clientDob, false, BulkRule.date, '1985-04-12'),
];
const PLACE: readonly BulkColumn[] = [
  col('Address', BulkField.address, false, BulkRule.text, '12 MG Road'),
  col('City', BulkField.city, false, BulkRule.text, 'Bengaluru'),
  col('State', BulkField.state, false, BulkRule.text, 'Karnataka'),
];
const POLICY: readonly BulkColumn[] = [
  col('Application No', BulkField.applicationNo, true, BulkRule.text, 'AP-100001'),
  col('Sum Assured', BulkField.sumAssured, false, BulkRule.appointmentForm, '500000'),
  col('Annual Premium', BulkField.annualPremium, false, BulkRule.appointmentForm, '12000'),
];

/**
 * The template of a contract kind (docs/decisions.md): e-sales and pre-policy add the policy
 * columns and the eQuote; tele-underwriting adds the policy columns; others the common ones.
 */
export function bulkColumns(kind: ContractKind): readonly BulkColumn[] {
  switch (kind) {
    case ContractKind.Esales:
    case ContractKind.PrePolicy:
      return [...COMMON, ...POLICY, col('eQuote', BulkField.eQuote, false, BulkRule.text, 'EQ-55001'), ...PLACE];
    case ContractKind.TeleUnderwriting:
      return [...COMMON, ...POLICY, ...PLACE];
    default:
      return [...COMMON, ...PLACE];
  }
}

/** The template's file name for a contract. */
export function bulkTemplateFileName(contractName: string): string {
  return `${contractName.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'Contract'}-bulk-cases.xlsx`;
}
