import { describe, expect, it } from 'vitest';
import { StatusId } from '../appointments/status-catalogue.ts';
import { OfflineAction, allOfflineTransitions, offlineNextStatus } from './offline-actions.ts';
import { DEFAULT_MAX_RESCHEDULE_COUNT, OfflineRuleMessage, offlineActionBlock, offlineNextActions } from './offline-rules.ts';

const now = new Date('2026-11-27T06:00:00Z');
const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);
const consult = (statusId: number, at: Date, rescheduleCount = 0, maxRescheduleCount: number | null = 3) => ({ statusId, fulfillmentDate: at, rescheduleCount, maxRescheduleCount });

describe('offline workflow', () => {
  it('confirming a new request books it; rejecting it ends it', () => {
    expect(offlineNextStatus(StatusId.NewAppointmentRequest, OfflineAction.Confirm)).toBe(StatusId.ConfirmedByMedicalCenter);
    expect(offlineNextStatus(StatusId.NewAppointmentRequest, OfflineAction.Reject)).toBe(StatusId.RejectedByProvider);
  });
  it('changing the doctor keeps the status; rescheduling marks it rescheduled by the centre', () => {
    expect(offlineNextStatus(StatusId.ConfirmedByOps, OfflineAction.ChangeDoctor)).toBe(StatusId.ConfirmedByOps);
    expect(offlineNextStatus(StatusId.ConfirmedByOps, OfflineAction.Reschedule)).toBe(StatusId.RescheduledByCentre);
  });
  it('finished, cancelled and unknown statuses offer nothing', () => {
    for (const id of [StatusId.QcApproved, StatusId.CancelledByOps, 9999]) expect(offlineNextActions(consult(id, hours(-5)), now)).toEqual([]);
    expect(offlineNextStatus(9999, OfflineAction.Confirm)).toBeUndefined();
  });
  it('every transition leads to a catalogued status', () => {
    expect(allOfflineTransitions().length).toBeGreaterThan(20);
    for (const t of allOfflineTransitions()) expect(typeof t.to).toBe('number');
  });
});

describe('per-request rules', () => {
  it('Reschedule is disabled at the request limit, and the default limit applies when none is set', () => {
    expect(offlineActionBlock(consult(23, hours(24), 3, 3), OfflineAction.Reschedule, now)).toBe(OfflineRuleMessage.limitReached(3));
    expect(offlineActionBlock(consult(23, hours(24), 2, 3), OfflineAction.Reschedule, now)).toBeNull();
    expect(offlineActionBlock(consult(23, hours(24), DEFAULT_MAX_RESCHEDULE_COUNT, null), OfflineAction.Reschedule, now)).toBe(OfflineRuleMessage.limitReached(DEFAULT_MAX_RESCHEDULE_COUNT));
  });
  it('Reschedule and Change Doctor close two hours after the appointment time', () => {
    expect(offlineActionBlock(consult(23, hours(-1.99)), OfflineAction.Reschedule, now)).toBeNull();
    expect(offlineActionBlock(consult(23, hours(-2)), OfflineAction.Reschedule, now)).toBe(OfflineRuleMessage.tooLate);
    expect(offlineActionBlock(consult(23, hours(-2)), OfflineAction.ChangeDoctor, now)).toBe(OfflineRuleMessage.tooLate);
  });
  it('attendance is recorded only once the appointment time has come', () => {
    expect(offlineActionBlock(consult(23, hours(1)), OfflineAction.Attended, now)).toBe(OfflineRuleMessage.notYet);
    expect(offlineActionBlock(consult(23, now), OfflineAction.NotAttended, now)).toBeNull();
  });
  it('nextActions carry the label and the reason a button is disabled', () => {
    expect(offlineNextActions(consult(23, hours(30)), now)).toEqual([
      { action: 'Attended', label: 'Mark Attended', disabledReason: OfflineRuleMessage.notYet },
      { action: 'NotAttended', label: 'Mark Not Attended', disabledReason: OfflineRuleMessage.notYet },
      { action: 'Reschedule', label: 'Reschedule', disabledReason: null },
      { action: 'CHANGE_DOCTOR', label: 'Change Doctor', disabledReason: null },
    ]);
  });
});
