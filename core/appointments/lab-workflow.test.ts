import { describe, expect, it } from 'vitest';
import { ALL_STATUS_IDS } from './status-catalogue.ts';
import { LAB_TAB_ORDER, LabTab, labTabForStatus } from './tabs.ts';
import { ALL_LAB_ACTIONS, LabAction, isUploadAction } from './lab-actions.ts';
import { LAB_WORKFLOW, allTransitions, labRowStatus, nextStatus, statusActions, tabAfter } from './lab-workflow.ts';

const A = LabAction;

describe('the lab workflow table', () => {
  it('has a row for every status of the catalogue and nothing else', () => {
    expect(Object.keys(LAB_WORKFLOW).map(Number).sort((a, b) => a - b)).toEqual([...ALL_STATUS_IDS].sort((a, b) => a - b));
  });

  it('lists exactly the decided transitions', () => {
    const rows = allTransitions().map((t) => `${t.from} ${t.action} -> ${t.to}`);
    expect(rows.sort()).toEqual(
      [
        '22 Confirm -> 23', '22 RejectedByProvider -> 146',
        '30 Confirm -> 23', '30 RejectedByProvider -> 146',
        '147 Confirm -> 23', '147 RejectedByProvider -> 146',
        ...[23, 24, 29, 31, 117, 129, 138, 40, 39, 118].map((s) => `${s} Attended -> 32`),
        '40 NotAttended -> 39',
        ...[32, 139, 140, 116].flatMap((s) => [`${s} Submit -> 37`, `${s} ReportApprovalPendingByBranch -> 161`, `${s} PartialReportUploaded -> 162`]),
        ...[33, 162].flatMap((s) => [`${s} Submit -> 37`, `${s} ReportApprovalPendingByBranch -> 161`]),
      ].sort(),
    );
  });

  it('offers actions only where the lab can act: nothing on submitted, settled, cancelled or rejected requests', () => {
    for (const tab of [LabTab.DOCUMENTS_SUBMITTED, LabTab.SETTLED, LabTab.CANCELLED, LabTab.REJECTED]) {
      for (const id of ALL_STATUS_IDS.filter((s) => labTabForStatus(s) === tab)) expect(statusActions(id), `status ${id}`).toEqual([]);
    }
    expect(statusActions(-1)).toEqual([]);
    expect(statusActions(999)).toEqual([]);
  });

  it('moves each action to a status of the tab the spec expects', () => {
    expect(tabAfter(22, A.Confirm)).toBe(LabTab.CONFIRMED_APPOINTMENTS);
    expect(tabAfter(22, A.RejectedByProvider)).toBe(LabTab.REJECTED);
    expect(tabAfter(40, A.Attended)).toBe(LabTab.DOCUMENT_PENDING);
    expect(tabAfter(40, A.NotAttended)).toBe(LabTab.NOT_ATTENDED);
    expect(tabAfter(32, A.Submit)).toBe(LabTab.DOCUMENTS_SUBMITTED);
    expect(tabAfter(32, A.ReportApprovalPendingByBranch)).toBe(LabTab.DOCUMENTS_SUBMITTED);
    expect(tabAfter(32, A.PartialReportUploaded)).toBe(LabTab.PARTIAL_DOCUMENTS_SUBMITTED);
    expect(tabAfter(23, A.NotAttended)).toBeUndefined();
  });

  it('refuses what the table does not list', () => {
    expect(nextStatus(23, A.NotAttended)).toBeUndefined();
    expect(nextStatus(23, A.Confirm)).toBeUndefined();
    expect(nextStatus(37, A.Submit)).toBeUndefined();
    expect(nextStatus(162, A.PartialReportUploaded)).toBeUndefined();
    expect(nextStatus(1234, A.Confirm)).toBeUndefined();
  });

  it('uses every lab action somewhere, and every upload action ends in a documents tab', () => {
    const used = new Set(allTransitions().map((t) => t.action));
    expect([...used].sort()).toEqual([...ALL_LAB_ACTIONS].sort());
    for (const t of allTransitions().filter((x) => isUploadAction(x.action))) {
      expect([LabTab.DOCUMENTS_SUBMITTED, LabTab.PARTIAL_DOCUMENTS_SUBMITTED]).toContain(labTabForStatus(t.to));
    }
  });

  it('never moves a request to a status it is already in', () => {
    for (const t of allTransitions()) expect(t.to, `${t.from} ${t.action}`).not.toBe(t.from);
  });
});

describe('a row status as the lab lists show it', () => {
  it('follows the display rules', () => {
    expect(labRowStatus(33, LabTab.DOCUMENT_PENDING, 'ECG not legible')).toEqual({
      text: 'Reports Rejected',
      tag: { label: 'QC Rejected', remarks: 'ECG not legible' },
    });
    expect(labRowStatus(33, LabTab.ALL_APPOINTMENTS, '')).toEqual({ text: 'Reports Rejected', tag: { label: 'QC Rejected', remarks: 'No Remarks' } });
    expect(labRowStatus(30, LabTab.NEW_APPOINTMENTS)).toEqual({ text: 'New Appointment Request' });
    for (const id of [37, 134, 161]) {
      expect(labRowStatus(id, LabTab.DOCUMENTS_SUBMITTED).text).toBe('QC Pending');
      expect(labRowStatus(id, LabTab.ALL_APPOINTMENTS).text).not.toBe('QC Pending');
    }
    expect(labRowStatus(40, LabTab.CONFIRMED_APPOINTMENTS)).toEqual({ text: 'Customer awaited at DC' });
    expect(labRowStatus(777, LabTab.ALL_APPOINTMENTS)).toEqual({ text: 'Status 777' });
  });

  it('gives every status a text on every tab', () => {
    for (const tab of LAB_TAB_ORDER) for (const id of ALL_STATUS_IDS) expect(labRowStatus(id, tab).text).toMatch(/\S/);
  });
});
