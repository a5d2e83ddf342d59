import { visitTypeLabel } from '../../../core/appointments/visit-type.ts';
import type { CsvColumn } from '../../csv/csv.ts';
import { toInsurerAppointment } from './appointments.mapper.ts';
import { APPOINTMENTS_CSV } from '../../../core/appointments/export-file.ts';
import { WHOLE_REQUEST, type RequestRow } from '../requests/request-row.ts';
import type { RequestExport } from '../requests/export-csv.ts';
import type { RequestSelection } from '../requests/selection.ts';

/** A row of the insurer list as it goes on the wire: masked and labelled by the list's mapper. */
type InsurerItem = ReturnType<typeof toInsurerAppointment>;

/**
 * The columns of the insurer's AppointmentData.csv: the list's columns split into one value each,
 * then the details the list folds away. Every value is read from the list's own row, so the file
 * shows exactly what the list shows (the same labels, India-time dates and masking).
 */
export const INSURER_EXPORT_COLUMNS: readonly CsvColumn<InsurerItem>[] = [
  { header: 'Request Id', value: (r) => r.customerDetails.requestID },
  { header: 'Employee Id', value: (r) => r.customerDetails.empId },
  { header: 'Customer Name', value: (r) => r.customerDetails.name },
  { header: 'Corporate Name', value: (r) => r.customerDetails.corporateName },
  { header: 'Email', value: (r) => r.customerDetails.email },
  { header: 'Contact No.', value: (r) => r.customerDetails.phonePrimary },
  { header: 'Status', value: (r) => r.labeling.currentStatusText },
  { header: 'Package Details', value: (r) => r.appointmentDetails.productName },
  { header: 'Appointment Date & Time', value: (r) => r.labeling.formattedfulfillmentDate },
  { header: 'Created On', value: (r) => r.labeling.createdOn },
  { header: 'Application No', value: (r) => r.customerDetails.maid },
  { header: 'Provider Name', value: (r) => r.appointmentDetails.providerName },
  { header: 'City', value: (r) => r.appointmentDetails.dcCity },
  { header: 'Visit Type', value: (r) => visitTypeLabel(r.appointmentDetails.visitType) },
  { header: 'Priority', value: (r) => r.labeling.priority },
  { header: 'Source', value: (r) => r.appointmentDetails.source },
  { header: 'Remarks', value: (r) => r.remarks },
];

/** The insurer's AppointmentData.csv of a selection, each row the list's own as of `now`. */
export function insurerExport(sel: RequestSelection, now: Date): RequestExport<RequestRow, InsurerItem> {
  return { selection: sel, shape: WHOLE_REQUEST, columns: INSURER_EXPORT_COLUMNS, toRow: (row) => toInsurerAppointment(row, now), fileName: APPOINTMENTS_CSV };
}
