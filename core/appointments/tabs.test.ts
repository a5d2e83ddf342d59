import { describe, expect, it } from 'vitest';
import { ALL_STATUS_IDS } from './status-catalogue.ts';
import { LAB_TABS, LAB_TAB_ORDER, LabTab, labTabByNumber, labTabForRoute, labTabForStatus, labTabPath } from './tabs.ts';
import { labStatusText, qcRejectedTag } from './display-status.ts';

const WORKING_TABS = LAB_TAB_ORDER.filter((t) => t !== LabTab.ALL_APPOINTMENTS);

describe('lab tabs', () => {
  it('are the ten groups of spec 1 §4, numbered 1 to 10 in order', () => {
    expect(LAB_TAB_ORDER).toEqual([
      'NEW_APPOINTMENTS',
      'CONFIRMED_APPOINTMENTS',
      'DOCUMENT_PENDING',
      'PARTIAL_DOCUMENTS_SUBMITTED',
      'DOCUMENTS_SUBMITTED',
      'SETTLED',
      'CANCELLED',
      'REJECTED',
      'NOT_ATTENDED',
      'ALL_APPOINTMENTS',
    ]);
    expect(LAB_TAB_ORDER.map((t) => LAB_TABS[t].number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(labTabByNumber(3)?.tab).toBe(LabTab.DOCUMENT_PENDING);
    expect(labTabByNumber(11)).toBeUndefined();
  });

  it('have the routes of spec 1 §2, prefixed by the role name', () => {
    expect(LAB_TAB_ORDER.map((t) => LAB_TABS[t].route)).toEqual([
      '/appointments',
      '/appointments/confirmed',
      '/documents/pending',
      '/documents/partialReceived',
      '/documents/received',
      '/cases/settled',
      '/cases/cancelled',
      '/cases/rejected',
      '/appointments/notAttended',
      '/appointments/all',
    ]);
    expect(labTabPath('dcadmin', LabTab.SETTLED)).toBe('/dcadmin/cases/settled');
    expect(labTabForRoute('/documents/received')).toBe(LabTab.DOCUMENTS_SUBMITTED);
    expect(labTabForRoute('/nowhere')).toBeUndefined();
  });

  it('list 22 on New and 23 on Confirmed, as the spec fixes', () => {
    expect(LAB_TABS.NEW_APPOINTMENTS.statusIds).toContain(22);
    expect(LAB_TABS.CONFIRMED_APPOINTMENTS.statusIds).toContain(23);
    expect(LAB_TABS.REJECTED.statusIds).toEqual([146]);
  });

  it('put every catalogue id in exactly one working tab', () => {
    for (const id of ALL_STATUS_IDS) {
      const holders = WORKING_TABS.filter((t) => LAB_TABS[t].statusIds.includes(id));
      expect(holders, `tabs listing ${id}`).toHaveLength(1);
      expect(labTabForStatus(id)).toBe(holders[0]);
    }
    const listed = WORKING_TABS.flatMap((t) => LAB_TABS[t].statusIds);
    expect(listed).toHaveLength(ALL_STATUS_IDS.length);
  });

  it('let All Appointments list everything, read-only', () => {
    expect([...LAB_TABS.ALL_APPOINTMENTS.statusIds].sort()).toEqual([...ALL_STATUS_IDS].sort());
    expect(LAB_TAB_ORDER.filter((t) => LAB_TABS[t].readOnly)).toEqual([LabTab.ALL_APPOINTMENTS]);
  });

  it('open New on Next 30 Days and the others on Previous 7 Days', () => {
    expect(LAB_TABS.NEW_APPOINTMENTS.defaultDateFilter).toBe('Next 30 Days');
    for (const t of LAB_TAB_ORDER.slice(1)) expect(LAB_TABS[t].defaultDateFilter).toBe('Previous 7 Days');
  });
});

describe('lab status text', () => {
  it('follows the display rules of spec 1 §4', () => {
    expect(labStatusText(33)).toBe('Reports Rejected');
    expect(labStatusText(30)).toBe('New Appointment Request');
    expect(labStatusText(37, LabTab.DOCUMENTS_SUBMITTED)).toBe('QC Pending');
    expect(labStatusText(134, LabTab.DOCUMENTS_SUBMITTED)).toBe('QC Pending');
    expect(labStatusText(161, LabTab.DOCUMENTS_SUBMITTED)).toBe('QC Pending');
    expect(labStatusText(37, LabTab.ALL_APPOINTMENTS)).toBe('Info submitted');
    expect(labStatusText(23)).toBe('Confirmed by Medical Center');
  });

  it('tags a QC rejection and fills in missing remarks', () => {
    expect(qcRejectedTag('Blurred report')).toEqual({ tag: 'QC Rejected', remarks: 'Blurred report' });
    expect(qcRejectedTag('  ')).toEqual({ tag: 'QC Rejected', remarks: 'No Remarks' });
    expect(qcRejectedTag(null)).toEqual({ tag: 'QC Rejected', remarks: 'No Remarks' });
  });
});
