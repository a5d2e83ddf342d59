import { visitTypeLabel } from '../../../core/appointments/visit-type.ts';
import { LabTab } from '../../../core/appointments/tabs.ts';
import { labRowStatus } from '../../../core/appointments/lab-workflow.ts';
import { ageFromDob } from '../../../core/appointments/age.ts';
import { contractGroup } from '../../../core/appointments/contracts.ts';
import { priorityName } from '../../../core/appointments/priorities.ts';
import { contactNumberFor } from '../../../core/shared/masking.ts';
import { maskEmail } from '../../../core/messaging/masking.ts';
import { formatIndiaDateTime } from '../../../core/shared/india-time.ts';
import type { RequestRow } from './list-store.ts';

/**
 * The columns of AppointmentData.csv: the lab list's columns (spec 1 §2), one value each, with
 * dates in the spec's display format in India time. Contacts of do-not-disturb customers are
 * masked exactly as on screen.
 */
export const EXPORT_COLUMNS: readonly { header: string; value: (row: RequestRow, tab: LabTab, now: Date) => unknown }[] = [
  { header: 'Request ID', value: (r) => r.id },
  { header: 'Member ID', value: (r) => r.employee_id },
  { header: 'Customer Name', value: (r) => r.patient_name },
  { header: 'Age', value: (r, _t, now) => ageFromDob(r.dob, now) },
  { header: 'Gender', value: (r) => r.gender },
  { header: 'Primary Entity', value: (r) => r.corporate_name ?? '' },
  { header: 'Address', value: (r) => [r.address_line1, r.address_line2, r.city, r.pin_code].filter((s) => s).join(', ') },
  { header: 'Contact No.', value: (r) => contactNumberFor(r.phone, r.is_dnd) },
  { header: 'Email', value: (r) => (r.is_dnd ? maskEmail(r.email) : r.email) },
  { header: 'Package Details', value: (r) => r.package_name },
  { header: 'Test Category', value: (r) => r.test_category },
  { header: 'Appointment Date & Time', value: (r) => formatIndiaDateTime(r.fulfillment_date) },
  { header: 'Visit Type', value: (r) => visitTypeLabel(r.visit_type) },
  { header: 'Provider Name', value: (r) => r.provider_name },
  { header: 'Corporate / PPMC', value: (r) => contractGroup(r.contract_id) },
  { header: 'Priority', value: (r) => priorityName(r.priority_id) },
  { header: 'Status', value: (r, tab) => labRowStatus(r.status_id, tab, r.remarks).text },
  { header: 'Remarks', value: (r) => r.remarks },
  { header: 'Created On', value: (r) => formatIndiaDateTime(r.created_on) },
  { header: 'Modified On', value: (r) => formatIndiaDateTime(r.modified_on) },
];
