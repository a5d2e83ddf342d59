import { describe, expect, it } from 'vitest';
import { LabAction } from './lab-actions.ts';
import { actionInputProblem, homeVisitRemarks, reasonRemarks } from './action-input.ts';

const A = LabAction;
const input = (action: LabAction, remarks: string | null, more: { reportCount?: number; isHomeVisit?: boolean } = {}) =>
  actionInputProblem({ action, remarks, reportCount: more.reportCount ?? 0, isHomeVisit: more.isHomeVisit ?? false });

describe('action input rules', () => {
  it('need remarks to confirm, and who visits for a home visit', () => {
    expect(input(A.Confirm, 'Slot confirmed')).toBeUndefined();
    expect(input(A.Confirm, '  ')).toBe('Remarks are required');
    expect(input(A.Confirm, 'Slot confirmed', { isHomeVisit: true })).toBe('Choose at least one Home Visit By option');
    expect(input(A.Confirm, homeVisitRemarks(['Doctor', 'LAB Technician'], 'Slot confirmed'), { isHomeVisit: true })).toBeUndefined();
    expect(homeVisitRemarks(['Doctor'], ' ok ')).toBe('Home Visit By: Doctor - ok');
    expect(input(A.Confirm, 'Home Visit By: Plumber - ok', { isHomeVisit: true })).toBe('Choose at least one Home Visit By option');
  });

  it('need a listed reason, or Others with text, to reject', () => {
    expect(input(A.RejectedByProvider, 'No Bandwidth')).toBeUndefined();
    expect(input(A.RejectedByProvider, reasonRemarks('Others', 'Pin code not serviceable'))).toBeUndefined();
    expect(reasonRemarks('Holidays', 'ignored')).toBe('Holidays');
    expect(input(A.RejectedByProvider, 'Others - ')).toBe('Please describe the reason');
    expect(input(A.RejectedByProvider, 'Others')).toBe('Please choose a reason');
    expect(input(A.RejectedByProvider, 'Because')).toBe('Please choose a reason');
    expect(input(A.RejectedByProvider, null)).toBe('Please choose a reason');
  });

  it('need a reason to mark not attended, Others with at least 10 characters', () => {
    expect(input(A.NotAttended, 'customer not answering the calls')).toBeUndefined();
    expect(input(A.NotAttended, 'Others - closed')).toBe('Please describe the reason in at least 10 characters');
    expect(input(A.NotAttended, 'Others - gate was closed')).toBeUndefined();
  });

  it('need remarks to mark attended and a report to upload', () => {
    expect(input(A.Attended, 'All samples taken')).toBeUndefined();
    expect(input(A.Attended, '')).toBe('Remarks are required');
    expect(input(A.Submit, 'All reports', { reportCount: 0 })).toBe('No report uploaded');
    expect(input(A.PartialReportUploaded, 'Blood only', { reportCount: 1 })).toBeUndefined();
    expect(input(A.ReportApprovalPendingByBranch, '', { reportCount: 2 })).toBe('Remarks are required');
  });
});
