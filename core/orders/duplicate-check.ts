import { LAB_TABS } from '../appointments/tabs.ts';
import type { StatusId } from '../appointments/status-catalogue.ts';

/**
 * The statuses in which a customer's request is still open (booked, confirmed, rescheduled, not
 * yet seen): those of the lab desk's New and Confirmed tabs. A new appointment for a customer with
 * such a request is a likely duplicate, so the form warns before it submits.
 */
export const OPEN_STATUS_IDS: readonly StatusId[] = [
  ...LAB_TABS.NEW_APPOINTMENTS.statusIds,
  ...LAB_TABS.CONFIRMED_APPOINTMENTS.statusIds,
];

/** The warning the form shows before submitting, naming the open requests (spec 2 §7 duplicate check). */
export function duplicateWarning(requestIds: readonly number[]): string | null {
  if (requestIds.length === 0) return null;
  return `This customer already has open appointment requests: ${requestIds.join(', ')}. Create another anyway?`;
}
