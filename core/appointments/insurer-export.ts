import { visitLabelOf } from './visit-type.ts';
import type { InsurerAppointment } from './insurer-list.port.ts';

/** The file the insurer Export saves, named as the lab export is (spec 1 §7 AppointmentData.csv). */
export const INSURER_EXPORT_FILE_NAME = 'AppointmentData.csv';

/** The export's columns: the list's columns split into one value each, then details the list folds away. */
export const INSURER_EXPORT_COLUMNS: readonly { header: string; value: (row: InsurerAppointment) => string | number | null }[] = [
  { header: 'Request Id', value: (r) => r.requestId },
  { header: 'Employee Id', value: (r) => r.employeeId },
  { header: 'Customer Name', value: (r) => r.name },
  { header: 'Corporate Name', value: (r) => r.corporateName },
  { header: 'Email', value: (r) => r.email },
  { header: 'Contact No.', value: (r) => r.phone },
  { header: 'Status', value: (r) => r.statusText },
  { header: 'Package Details', value: (r) => r.productName },
  { header: 'Appointment Date & Time', value: (r) => r.appointmentOn },
  { header: 'Created On', value: (r) => r.createdOn },
  { header: 'Application No', value: (r) => r.maid },
  { header: 'Provider Name', value: (r) => r.providerName },
  { header: 'City', value: (r) => r.city },
  { header: 'Visit Type', value: (r) => visitLabelOf(r.isHomeVisit) },
  { header: 'Priority', value: (r) => r.priority },
  { header: 'Source', value: (r) => r.source },
  { header: 'Remarks', value: (r) => r.remarks },
];

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. A leading =, +, - or
 * @ is prefixed with an apostrophe so a spreadsheet never runs a cell as a formula.
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The export as CSV text: a header line, then one line per row, CRLF line ends. */
export function insurerExportCsv(rows: readonly InsurerAppointment[]): string {
  const lines = [INSURER_EXPORT_COLUMNS.map((c) => csvField(c.header)).join(',')];
  for (const row of rows) lines.push(INSURER_EXPORT_COLUMNS.map((c) => csvField(c.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
