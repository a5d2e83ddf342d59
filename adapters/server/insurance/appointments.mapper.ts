import { ageFromDob } from '../../../core/appointments/age.ts';
import { insurerLabel } from '../../../core/appointments/insurer-labels.ts';
import { priorityName } from '../../../core/appointments/priorities.ts';
import { sourceChannel } from '../../../core/history/source-label.ts';
import { formatIndiaDateTime } from '../../../core/shared/india-time.ts';
import { rowContactView } from '../store/row-contact-view.ts';
import type { RequestRow } from '../requests/request-row.ts';
import { wireAdditionals } from './history.mapper.ts';

const blankToNull = (s: string | null | undefined) => (s === null || s === undefined || s.trim() === '' ? null : s);

/**
 * One row of the insurer's All Appointments list (spec 1 §3 "Appointment (insurer list item)"), in
 * insurer words: the insurer label of the status, India-time display dates, 'EDW File' or 'API' as
 * the source, the source name and type. Contact-bearing fields read as the core privacy rule shows them.
 */
export function toInsurerAppointment(row: RequestRow, now: Date) {
  const age = ageFromDob(row.dob, now);
  const view = rowContactView(row);
  return {
    customerDetails: {
      requestID: row.id,
      empId: blankToNull(row.employee_id),
      email: view.email(blankToNull(row.email)),
      phonePrimary: view.phone(blankToNull(row.phone)),
      name: row.patient_name,
      corporateName: row.corporate_name,
      corporateId: row.corporate_id,
      maid: row.maid,
      gender: row.gender === 'M' || row.gender === 'F' ? row.gender : null,
      age: typeof age === 'number' ? age : null,
    },
    appointmentDetails: {
      productName: blankToNull(row.package_name),
      fulfillmentDate: new Date(row.fulfillment_date).toISOString(),
      createdDate: new Date(row.created_on).toISOString(),
      visitType: row.visit_type,
      providerName: row.provider_name,
      providerId: row.provider_id,
      dcCity: blankToNull(row.provider_city),
      addressLine1: view.text(blankToNull(row.address_line1)),
      addressLine2: view.text(blankToNull(row.address_line2)),
      additionals: view.additionals(wireAdditionals(row)),
      source: sourceChannel(row.file_source_id),
      sourceName: blankToNull(row.source),
      firstAppointmentDate: row.first_appointment_date ? new Date(row.first_appointment_date).toISOString() : null,
    },
    labeling: {
      currentStatusId: row.status_id,
      currentStatusText: insurerLabel(row.status_id),
      priority: priorityName(row.priority_id),
      formattedfulfillmentDate: formatIndiaDateTime(new Date(row.fulfillment_date)),
      createdOn: formatIndiaDateTime(new Date(row.created_on)),
    },
    remarks: view.text(blankToNull(row.remarks)),
  };
}
