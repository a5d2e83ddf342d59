import { visitTypeLabel } from '../../../core/appointments/visit-type.ts';
import { LabTab } from '../../../core/appointments/tabs.ts';
import { labRowStatus } from '../../../core/appointments/lab-workflow.ts';
import { agesOn, type AGE_UNKNOWN } from '../../../core/appointments/age.ts';
import { contractGroup } from '../../../core/appointments/contracts.ts';
import { priorityName } from '../../../core/appointments/priorities.ts';
import { rowContactView } from '../store/row-contact-view.ts';
import { formatIndiaDateTime } from '../../../core/shared/india-time.ts';
import type { LabRow } from './lab-row.ts';
import type { CsvColumn } from '../../csv/csv.ts';
import type { RequestSelection } from '../requests/selection.ts';
import type { RequestExport } from '../requests/export-csv.ts';
import { APPOINTMENTS_CSV } from '../../../core/appointments/export-file.ts';
import { LAB_ROW } from './lab-row.ts';

/** What a cell may read besides its row: the tab's display rules, and ages as of the export's day. */
export interface ExportContext {
  tab: LabTab;
  age: (dob: string | null) => number | typeof AGE_UNKNOWN;
}

/** One column of AppointmentData.csv: its header and its cell of a row. */
export interface ExportColumn<R> {
  header: string;
  value: (row: R, context: ExportContext) => string | number | null;
}

/**
 * The columns of AppointmentData.csv: the lab list's columns (spec 1 §2), one value each, with
 * dates in the spec's display format in India time. Contact-bearing cells read as the core privacy
 * rule shows them, exactly as on screen.
 */
export const LAB_EXPORT_COLUMNS: readonly ExportColumn<LabRow>[] = [
  { header: 'Request ID', value: (r) => r.id },
  { header: 'Member ID', value: (r) => r.employee_id },
  { header: 'Customer Name', value: (r) => r.patient_name },
  { header: 'Age', value: (r, c) => c.age(r.dob) },
  { header: 'Gender', value: (r) => r.gender },
  { header: 'Primary Entity', value: (r) => r.corporate_name ?? '' },
  { header: 'Address', value: (r) => rowContactView(r).text([r.address_line1, r.address_line2, r.city, r.pin_code].filter((s) => s).join(', ')) },
  { header: 'Contact No.', value: (r) => rowContactView(r).phone(r.phone) },
  { header: 'Email', value: (r) => rowContactView(r).email(r.email) },
  { header: 'Package Details', value: (r) => r.package_name },
  { header: 'Test Category', value: (r) => r.test_category },
  { header: 'Appointment Date & Time', value: (r) => formatIndiaDateTime(r.fulfillment_date) },
  { header: 'Visit Type', value: (r) => visitTypeLabel(r.visit_type) },
  { header: 'Provider Name', value: (r) => r.provider_name },
  { header: 'Corporate / PPMC', value: (r) => contractGroup(r.contract_id) },
  { header: 'Priority', value: (r) => priorityName(r.priority_id) },
  { header: 'Status', value: (r, c) => labRowStatus(r.status_id, c.tab, rowContactView(r).text(r.remarks)).text },
  { header: 'Remarks', value: (r) => rowContactView(r).text(r.remarks) },
  { header: 'Created On', value: (r) => formatIndiaDateTime(r.created_on) },
  { header: 'Modified On', value: (r) => formatIndiaDateTime(r.modified_on) },
];

/** The columns for one export: the tab's display rules and ages as of `now`. */
export function exportColumns(tab: LabTab, now: Date): CsvColumn<LabRow>[] {
  const context: ExportContext = { tab, age: agesOn(now) };
  return LAB_EXPORT_COLUMNS.map((c) => ({ header: c.header, value: (row) => c.value(row, context) }));
}

/** The lab desk's AppointmentData.csv of a selection of one tab, as of `now`. */
export function labExport(sel: RequestSelection & { tab: LabTab }, now: Date): RequestExport<LabRow, LabRow> {
  return { selection: sel, shape: LAB_ROW, columns: exportColumns(sel.tab, now), toRow: (row) => row, fileName: APPOINTMENTS_CSV };
}
