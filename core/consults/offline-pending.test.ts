import { describe, expect, it } from 'vitest';
import { StatusId } from '../appointments/status-catalogue.ts';
import { OFFLINE_TABS, OfflineSubTab, OfflineTab, offlineListScope, offlineTab } from './offline-tabs.ts';
import { isPastOfflineSla, offlineHasSla, offlinePendingBanner, offlineSlaTerms } from './offline-pending.ts';

const now = new Date('2026-11-27T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
const tab = (t: OfflineTab) => offlineTab(t)!;
const sub = (t: OfflineTab, s: OfflineSubTab) => offlineListScope(tab(t), s)!;
const S = StatusId;

describe('offline SLA', () => {
  it('counts Upcoming from the last change, from 4 hours on', () => {
    const row = { statusId: S.NewAppointmentRequest, modifiedOn: hoursAgo(4), fulfillmentDate: hoursAgo(-48) };
    expect(offlinePendingBanner(tab(OfflineTab.UPCOMING), row, now)).toEqual({ title: 'Action Pending Since', duration: '4 Hours' });
    expect(offlinePendingBanner(tab(OfflineTab.UPCOMING), { ...row, modifiedOn: hoursAgo(3.9) }, now)).toBeUndefined();
  });

  it('counts a booked consult and a seen one owing its Rx from the appointment time, in days and hours or months', () => {
    const booked = { statusId: S.ConfirmedByMedicalCenter, modifiedOn: hoursAgo(1), fulfillmentDate: hoursAgo(26) };
    expect(offlinePendingBanner(tab(OfflineTab.CONFIRMED), booked, now)?.duration).toBe('1 Day 2 Hours');
    expect(offlinePendingBanner(sub(OfflineTab.CONFIRMED, OfflineSubTab.ATTENDANCE_PENDING), booked, now)?.duration).toBe('1 Day 2 Hours');
    expect(offlinePendingBanner(tab(OfflineTab.CONFIRMED), { ...booked, fulfillmentDate: hoursAgo(-2) }, now)).toBeUndefined();
    const seen = { statusId: S.Attended, modifiedOn: hoursAgo(1), fulfillmentDate: hoursAgo(24 * 65) };
    expect(offlinePendingBanner(tab(OfflineTab.DOCUMENT_UPLOAD), seen, now)?.duration).toBe('2 Months');
    expect(isPastOfflineSla(sub(OfflineTab.DOCUMENT_UPLOAD, OfflineSubTab.DOCUMENT_REJECTED), { ...seen, statusId: S.InformationAwaited }, now)).toBe(true);
  });

  it('counts nothing where the clinic owes nothing: not attended, Rx submitted or completed, cancelled', () => {
    const old = { modifiedOn: hoursAgo(100), fulfillmentDate: hoursAgo(100) };
    expect(isPastOfflineSla(tab(OfflineTab.CONFIRMED), { ...old, statusId: S.NotAttended }, now)).toBe(false);
    expect(isPastOfflineSla(tab(OfflineTab.DOCUMENT_UPLOAD), { ...old, statusId: S.InfoSubmitted }, now)).toBe(false);
    expect(isPastOfflineSla(tab(OfflineTab.DOCUMENT_UPLOAD), { ...old, statusId: S.QcApproved }, now)).toBe(false);
    expect(isPastOfflineSla(tab(OfflineTab.CANCELLED), { ...old, statusId: S.Cancelled }, now)).toBe(false);
    const noSla = [
      tab(OfflineTab.CANCELLED), sub(OfflineTab.CONFIRMED, OfflineSubTab.NOT_ATTENDED), sub(OfflineTab.DOCUMENT_UPLOAD, OfflineSubTab.DOCUMENT_SUBMITTED),
      sub(OfflineTab.DOCUMENT_UPLOAD, OfflineSubTab.DOCUMENT_NOT_REQUIRED),
    ];
    for (const scope of noSla) expect(offlineHasSla(scope)).toBe(false);
  });

  it('on All, judges each consult as its own tab does', () => {
    const all = tab(OfflineTab.ALL);
    expect(offlinePendingBanner(all, { statusId: S.RescheduledByOps, modifiedOn: hoursAgo(5), fulfillmentDate: hoursAgo(-50) }, now)?.duration).toBe('5 Hours');
    expect(isPastOfflineSla(all, { statusId: S.NewAppointmentRequest, modifiedOn: hoursAgo(1), fulfillmentDate: hoursAgo(50) }, now)).toBe(false);
    expect(isPastOfflineSla(all, { statusId: S.NotAttended, modifiedOn: hoursAgo(99), fulfillmentDate: hoursAgo(99) }, now)).toBe(false);
    expect(offlineSlaTerms(all, now).map((t) => t.from)).toEqual(['modifiedOn', 'fulfillmentDate', 'fulfillmentDate']);
  });

  it('gives every tab and sub-tab terms over its own statuses only, never overlapping', () => {
    for (const t of OFFLINE_TABS) {
      for (const scope of [t, ...t.subTabs]) {
        const ids = offlineSlaTerms(scope, now).flatMap((term) => term.statusIds);
        expect(ids.every((id) => (scope.statusIds as readonly number[]).includes(id))).toBe(true);
        expect(new Set(ids).size).toBe(ids.length);
      }
    }
    expect(OFFLINE_TABS.map((t) => offlineHasSla(t))).toEqual([true, true, true, true, false]);
  });
});
