import { rowShape, type RequestRow } from '../requests/request-row.ts';

/**
 * What the lab list and its export read of a request: the lab columns and the workflow inputs,
 * nothing more (a 100,000-row export of whole rows ran 1.1–1.6 times as long).
 */
export const LAB_FIELDS = [
  'id', 'parent_request_id', 'order_id', 'employee_id', 'patient_name', 'dob', 'gender', 'corporate_id', 'corporate_name',
  'address_line1', 'address_line2', 'city', 'pin_code', 'phone', 'email', 'is_dnd', 'package_ids', 'package_name', 'test_category',
  'fulfillment_date', 'visit_type', 'priority_id', 'provider_id', 'provider_name', 'provider_parent_id', 'contract_id', 'status_id',
  'remarks', 'created_on', 'modified_on',
] as const satisfies readonly (keyof RequestRow)[];
export const LAB_ROW = rowShape(LAB_FIELDS);

/** A request as the lab desk reads it. */
export type LabRow = NonNullable<(typeof LAB_ROW)['row']>;
