import { describe, expect, it } from 'vitest';
import { OfflineTab } from './offline-tabs.ts';
import { offlinePendingBanner } from './offline-pending.ts';

const now = new Date('2026-11-27T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

describe('offlinePendingBanner', () => {
  it('counts Upcoming from the last change, from 4 hours on', () => {
    const times = { modifiedOn: hoursAgo(4), fulfillmentDate: hoursAgo(-48), actionable: true };
    expect(offlinePendingBanner(OfflineTab.UPCOMING, times, now)).toEqual({ title: 'Action Pending Since', duration: '4 Hours' });
    expect(offlinePendingBanner(OfflineTab.UPCOMING, { ...times, modifiedOn: hoursAgo(3.9) }, now)).toBeUndefined();
  });
  it('counts the other tabs from the appointment time, in days and hours or months', () => {
    const times = { modifiedOn: hoursAgo(1), fulfillmentDate: hoursAgo(26), actionable: true };
    expect(offlinePendingBanner(OfflineTab.CONFIRMED, times, now)?.duration).toBe('1 Day 2 Hours');
    expect(offlinePendingBanner(OfflineTab.DOCUMENT_UPLOAD, { ...times, fulfillmentDate: hoursAgo(24 * 65) }, now)?.duration).toBe('2 Months');
    expect(offlinePendingBanner(OfflineTab.CONFIRMED, { ...times, fulfillmentDate: hoursAgo(-2) }, now)).toBeUndefined();
  });
  it('shows nothing on read-only tabs or for a consult waiting on no one', () => {
    const times = { modifiedOn: hoursAgo(100), fulfillmentDate: hoursAgo(100), actionable: true };
    expect(offlinePendingBanner(OfflineTab.ALL, times, now)).toBeUndefined();
    expect(offlinePendingBanner(OfflineTab.CANCELLED, times, now)).toBeUndefined();
    expect(offlinePendingBanner(OfflineTab.DOCUMENT_UPLOAD, { ...times, actionable: false }, now)).toBeUndefined();
  });
});
