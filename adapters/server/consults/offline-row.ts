import { rowShape, type RequestRow } from '../requests/request-row.ts';
import { LAB_FIELDS } from '../lab-desk/lab-row.ts';

/** What the offline list and its export read of a consult: the lab columns, the doctor, the fee and the reschedule counts. */
export const OFFLINE_ROW = rowShape([
  ...LAB_FIELDS, 'doctor_id', 'doctor_name', 'amount', 'provider_reschedule_count', 'max_reschedule_count',
] as const satisfies readonly (keyof RequestRow)[]);

/** A consult as the offline desk reads it. */
export type OfflineRow = NonNullable<(typeof OFFLINE_ROW)['row']>;
