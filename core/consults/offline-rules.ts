import { StatusId, isStatusId } from '../appointments/status-catalogue.ts';
import { OFFLINE_ACTION_LABEL, OFFLINE_WORKFLOW, OfflineAction } from './offline-actions.ts';

const HOUR_MS = 3_600_000;

/** A consult can be moved until this many hours after its time (spec 3 §4.1, the helper's threshold 2). */
export const RESCHEDULE_GRACE_HOURS = 2;
/** The provider reschedule limit of a request whose Max_Reschedule_Count is not set (docs/decisions.md). */
export const DEFAULT_MAX_RESCHEDULE_COUNT = 2;

/** What the per-request rules read of a consult. */
export interface ConsultState {
  readonly statusId: number;
  readonly fulfillmentDate: Date;
  readonly rescheduleCount: number;
  readonly maxRescheduleCount: number | null;
}

/** One entry of nextActions: enabled, or shown disabled with the reason. */
export interface OfflineNextAction {
  readonly action: OfflineAction;
  readonly label: string;
  readonly disabledReason: string | null;
}

export const OfflineRuleMessage = {
  limitReached: (max: number) => `Reschedule limit reached (${max} of ${max})`,
  tooLate: `Reschedule is closed ${RESCHEDULE_GRACE_HOURS} hours after the appointment time`,
  notYet: 'The appointment time has not come yet',
} as const;

/** The limit that applies to a request. */
export function maxReschedules(state: ConsultState): number {
  return state.maxRescheduleCount ?? DEFAULT_MAX_RESCHEDULE_COUNT;
}

/**
 * Why an allowed action cannot be taken now, or null: Reschedule stops at the request's limit
 * and two hours after the appointment time (spec 3 §4.1); attendance is recorded only once the
 * appointment time has come (a consult ahead cannot have been attended).
 */
export function offlineActionBlock(state: ConsultState, action: OfflineAction, now: Date): string | null {
  const sinceAppointment = now.getTime() - state.fulfillmentDate.getTime();
  if (action === OfflineAction.Reschedule) {
    const max = maxReschedules(state);
    if (state.rescheduleCount >= max) return OfflineRuleMessage.limitReached(max);
    if (sinceAppointment >= RESCHEDULE_GRACE_HOURS * HOUR_MS) return OfflineRuleMessage.tooLate;
  }
  if (action === OfflineAction.ChangeDoctor && sinceAppointment >= RESCHEDULE_GRACE_HOURS * HOUR_MS) return OfflineRuleMessage.tooLate;
  if ((action === OfflineAction.Attended || action === OfflineAction.NotAttended) && sinceAppointment < 0) return OfflineRuleMessage.notYet;
  return null;
}

/** A request's nextActions: the table's actions for its status, each with why it is disabled now. */
export function offlineNextActions(state: ConsultState, now: Date): OfflineNextAction[] {
  if (!isStatusId(state.statusId)) return [];
  return (Object.keys(OFFLINE_WORKFLOW[state.statusId as StatusId]) as OfflineAction[]).map((action) => ({
    action,
    label: OFFLINE_ACTION_LABEL[action],
    disabledReason: offlineActionBlock(state, action, now),
  }));
}

/** Bulk actions need more than one row (spec 3 §4.1): Confirm on Upcoming, attendance on Attendance Pending. */
export const OFFLINE_BULK_MIN_ROWS = 2;
