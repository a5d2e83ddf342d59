import { describe, expect, it } from 'vitest';
import { OfflineAction } from './offline-actions.ts';
import { OfflineInputMessage, offlineInputProblem } from './offline-action-input.ts';

const input = (action: OfflineAction, more: object = {}) => offlineInputProblem({ action, reportCount: 0, bulk: false, ...more });

describe('offline action input', () => {
  it('Confirm takes optional remarks, but a bulk confirm needs them', () => {
    expect(input(OfflineAction.Confirm)).toBeUndefined();
    expect(input(OfflineAction.Confirm, { bulk: true })).toBe(OfflineInputMessage.remarks);
    expect(input(OfflineAction.Confirm, { bulk: true, remarks: 'all set' })).toBeUndefined();
  });
  it('Reject needs a listed reason; Others needs its text, sent as "Others - {text}"', () => {
    expect(input(OfflineAction.Reject)).toBe(OfflineInputMessage.reason);
    expect(input(OfflineAction.Reject, { remarks: 'OPD Closed' })).toBeUndefined();
    expect(input(OfflineAction.Reject, { remarks: 'Others' })).toBe(OfflineInputMessage.othersText);
    expect(input(OfflineAction.Reject, { remarks: 'Others -  ' })).toBe(OfflineInputMessage.othersText);
    expect(input(OfflineAction.Reject, { remarks: 'Others - flood' })).toBeUndefined();
    expect(input(OfflineAction.Reject, { remarks: 'because' })).toBe(OfflineInputMessage.reason);
  });
  it('Mark Attended needs remarks and a feedback choice', () => {
    expect(input(OfflineAction.Attended, { userFeedback: 'Satisfied' })).toBe(OfflineInputMessage.remarks);
    expect(input(OfflineAction.Attended, { remarks: 'seen' })).toBe(OfflineInputMessage.feedback);
    expect(input(OfflineAction.Attended, { remarks: 'seen', userFeedback: 'Happy' })).toBe(OfflineInputMessage.feedback);
    expect(input(OfflineAction.Attended, { remarks: 'seen', userFeedback: 'Pacifistic' })).toBeUndefined();
  });
  it('Reschedule needs a reason and a slot; Change Doctor also another doctor', () => {
    expect(input(OfflineAction.Reschedule, { remarks: 'Doctor In OT' })).toBe(OfflineInputMessage.slot);
    expect(input(OfflineAction.Reschedule, { remarks: 'Doctor In OT', scheduledAppointmentDate: '2026-11-28 10:00:00.000' })).toBeUndefined();
    const change = { remarks: 'Doctor On Leave', scheduledAppointmentDate: '2026-11-28 10:00:00.000', currentDoctorId: 301 };
    expect(input(OfflineAction.ChangeDoctor, change)).toBe(OfflineInputMessage.doctor);
    expect(input(OfflineAction.ChangeDoctor, { ...change, doctorId: 301 })).toBe(OfflineInputMessage.doctor);
    expect(input(OfflineAction.ChangeDoctor, { ...change, doctorId: 309 })).toBeUndefined();
  });
  it('Upload Rx needs a file and remarks', () => {
    expect(input(OfflineAction.UploadDocument, { remarks: 'rx' })).toBe(OfflineInputMessage.files);
    expect(input(OfflineAction.UploadDocument, { reportCount: 2 })).toBe(OfflineInputMessage.remarks);
    expect(input(OfflineAction.UploadDocument, { reportCount: 1, remarks: 'rx' })).toBeUndefined();
  });
});
