import { describe, expect, it } from 'vitest';
import { offlineBulkActions, bulkEligibleOffline, offlineBulkEnabled } from './offline-bulk.ts';
import { offlineDefaultDateFilter } from './offline-date-filter.ts';
import { OfflineSubTab, OfflineTab } from './offline-tabs.ts';

describe('offline bulk actions and date filters', () => {
  it('offers Confirm on Upcoming and attendance on Attendance Pending only', () => {
    expect([
      offlineBulkActions(OfflineTab.ALL, null),
      offlineBulkActions(OfflineTab.UPCOMING, null),
      offlineBulkActions(OfflineTab.CONFIRMED, OfflineSubTab.ALL_CONFIRMED),
      offlineBulkActions(OfflineTab.CONFIRMED, OfflineSubTab.ATTENDANCE_PENDING),
      offlineBulkActions(OfflineTab.DOCUMENT_UPLOAD, OfflineSubTab.ALL_ATTENDED),
      offlineBulkActions(OfflineTab.CANCELLED, null),
    ]).toEqual([[], ['Confirm'], [], ['Attended'], [], []]);
  });

  it('lets a consult join only with the action enabled, and needs more than one', () => {
    expect(bulkEligibleOffline([{ action: 'Confirm', label: 'Confirm', disabledReason: null }], 'Confirm')).toBe(true);
    expect(bulkEligibleOffline([{ action: 'Attended', label: 'Mark Attended', disabledReason: 'The appointment time has not come yet' }], 'Attended')).toBe(false);
    expect(bulkEligibleOffline([], 'Confirm')).toBe(false);
    expect([0, 1, 2].map(offlineBulkEnabled)).toEqual([false, false, true]);
  });

  it('opens Upcoming and Confirmed on Next 30 Days, the others on Rolling 1 Month', () => {
    expect([1, 2, 3, 4, 5].map((t) => offlineDefaultDateFilter(t as OfflineTab))).toEqual(['Rolling 1 Month', 'Next 30 Days', 'Next 30 Days', 'Rolling 1 Month', 'Rolling 1 Month']);
  });
});
