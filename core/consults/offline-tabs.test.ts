import { describe, expect, it } from 'vitest';
import { ALL_STATUS_IDS, StatusId } from '../appointments/status-catalogue.ts';
import { OFFLINE_TABS, OfflineSubTab, OfflineTab, offlineListScope, offlineSubTabsFor, offlineTab, offlineTabForStatus, tabCounter } from './offline-tabs.ts';

describe('offline tabs', () => {
  it('Upcoming, Confirmed, Document Upload and Cancelled hold every consult status exactly once', () => {
    for (const id of ALL_STATUS_IDS.filter((s) => s !== StatusId.Wip)) {
      const holders = OFFLINE_TABS.slice(1).filter((t) => (t.statusIds as readonly number[]).includes(id));
      expect(holders.map((t) => t.label), `status ${id}`).toHaveLength(1);
    }
    expect(offlineTabForStatus(StatusId.Wip)).toBeUndefined();
  });
  it('All holds every status the other tabs hold, and is read-only', () => {
    const all = offlineTab(OfflineTab.ALL)!;
    expect(new Set(all.statusIds)).toEqual(new Set(OFFLINE_TABS.slice(1).flatMap((t) => t.statusIds)));
    expect(all.readOnly).toBe(true);
  });
  it('each sub-tab lies inside its tab, and the first is the default', () => {
    for (const tab of OFFLINE_TABS) for (const s of tab.subTabs) for (const id of s.statusIds) expect(tab.statusIds).toContain(id);
    expect(offlineListScope(offlineTab(3)!)).toMatchObject({ subTab: OfflineSubTab.ALL_CONFIRMED });
    expect(offlineListScope(offlineTab(4)!, OfflineSubTab.DOCUMENT_REJECTED)?.statusIds).toEqual([StatusId.InformationAwaited]);
  });
  it('refuses a sub-tab of another tab, or one on a tab without sub-tabs', () => {
    expect(offlineListScope(offlineTab(3)!, OfflineSubTab.DOCUMENT_PENDING)).toBeUndefined();
    expect(offlineListScope(offlineTab(2)!, OfflineSubTab.ALL_CONFIRMED)).toBeUndefined();
    expect(offlineTab(6)).toBeUndefined();
  });
  it('a booked consult is Attendance Pending once its time has come, Future Appointment before', () => {
    expect(offlineSubTabsFor(StatusId.ConfirmedByMedicalCenter, true)).toEqual([OfflineSubTab.ALL_CONFIRMED, OfflineSubTab.ATTENDANCE_PENDING]);
    expect(offlineSubTabsFor(StatusId.ConfirmedByMedicalCenter, false)).toEqual([OfflineSubTab.ALL_CONFIRMED, OfflineSubTab.FUTURE_APPOINTMENTS]);
    expect(offlineSubTabsFor(StatusId.RescheduledByCentre, false)).toContain(OfflineSubTab.RESCHEDULE_INITIATED);
    expect(offlineSubTabsFor(StatusId.QcApproved, true)).toEqual([OfflineSubTab.ALL_ATTENDED, OfflineSubTab.DOCUMENT_NOT_REQUIRED]);
  });
  it('counters show two digits', () => {
    expect([0, 7, 42, 1234].map(tabCounter)).toEqual(['00', '07', '42', '1234']);
  });
});
