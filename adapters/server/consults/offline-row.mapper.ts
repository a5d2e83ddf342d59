import type { components } from '../../../openapi/generated/medibuddyCentral.ts';
import { offlineNextActions, type ConsultState } from '../../../core/consults/offline-rules.ts';
import { offlineStatusText } from '../../../core/consults/offline-status.ts';
import { toProviderRequest } from '../lab-desk/request-row.mapper.ts';
import type { OfflineRow } from './offline-row.ts';

type ProviderRequest = components['schemas']['ProviderRequest'];

/** What the per-request rules read from a stored consult. */
export function consultState(row: Pick<OfflineRow, 'status_id' | 'fulfillment_date' | 'provider_reschedule_count' | 'max_reschedule_count'>): ConsultState {
  return {
    statusId: row.status_id,
    fulfillmentDate: row.fulfillment_date,
    rescheduleCount: row.provider_reschedule_count,
    maxRescheduleCount: row.max_reschedule_count,
  };
}

/**
 * A stored consult as a list item: the provider row (contacts through the privacy rule), the
 * consult's status text, doctor and fee, and nextActions from the core table with why any is
 * disabled now; a caller who may only read gets none.
 */
export function toOfflineRequest(row: OfflineRow, canAct: boolean, now: Date): ProviderRequest {
  return {
    ...toProviderRequest(row, 'ALL_APPOINTMENTS'),
    displayStatus: offlineStatusText(row.status_id),
    doctorId: row.doctor_id,
    doctorName: row.doctor_name,
    consultationFee: row.amount,
    totalAmount: row.amount,
    nextActions: canAct ? offlineNextActions(consultState(row), now) : [],
  };
}
