import { describe, expect, it } from 'vitest';
import { LAB_TABS, LAB_TAB_ORDER, LabTab } from './tabs.ts';
import { StatusId } from './status-catalogue.ts';
import { hasSla, isPastSla, labSlaTerms, pendingDuration, slaBanner } from './sla.ts';

const now = new Date('2026-11-22T06:30:00.000Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
/** A row of a tab (its first status) with every instant now, so only the named one can be late. */
const rowOf = (tab: LabTab, late: Partial<{ createdOn: Date; fulfillmentDate: Date; modifiedOn: Date }> = {}) => ({
  statusId: LAB_TABS[tab].statusIds[0], createdOn: now, fulfillmentDate: now, modifiedOn: now, ...late,
});

describe('SLA', () => {
  it('applies to New (12 h from creation), Confirmed (4 h from the visit) and Documents Pending (24 h from the last change)', () => {
    expect(isPastSla(LabTab.NEW_APPOINTMENTS, rowOf(LabTab.NEW_APPOINTMENTS, { createdOn: hoursAgo(12) }), now)).toBe(true);
    expect(isPastSla(LabTab.NEW_APPOINTMENTS, rowOf(LabTab.NEW_APPOINTMENTS, { createdOn: hoursAgo(11.9) }), now)).toBe(false);
    expect(isPastSla(LabTab.NEW_APPOINTMENTS, rowOf(LabTab.NEW_APPOINTMENTS, { fulfillmentDate: hoursAgo(100) }), now)).toBe(false);
    expect(isPastSla(LabTab.CONFIRMED_APPOINTMENTS, rowOf(LabTab.CONFIRMED_APPOINTMENTS, { fulfillmentDate: hoursAgo(4) }), now)).toBe(true);
    expect(isPastSla(LabTab.CONFIRMED_APPOINTMENTS, rowOf(LabTab.CONFIRMED_APPOINTMENTS, { fulfillmentDate: hoursAgo(3) }), now)).toBe(false);
    expect(isPastSla(LabTab.DOCUMENT_PENDING, rowOf(LabTab.DOCUMENT_PENDING, { modifiedOn: hoursAgo(24) }), now)).toBe(true);
    expect(isPastSla(LabTab.DOCUMENT_PENDING, rowOf(LabTab.DOCUMENT_PENDING, { modifiedOn: hoursAgo(23) }), now)).toBe(false);
  });

  it('has no SLA on the tabs the spec gives none: partial documents, submitted, settled, cancelled, rejected, not attended', () => {
    const old = { createdOn: hoursAgo(999), fulfillmentDate: hoursAgo(999), modifiedOn: hoursAgo(999) };
    for (const tab of [LabTab.PARTIAL_DOCUMENTS_SUBMITTED, LabTab.DOCUMENTS_SUBMITTED, LabTab.SETTLED, LabTab.CANCELLED, LabTab.REJECTED, LabTab.NOT_ATTENDED]) {
      expect(hasSla(tab)).toBe(false);
      expect(labSlaTerms(tab, now)).toEqual([]);
      expect(isPastSla(tab, rowOf(tab, old), now)).toBe(false);
    }
    // All Appointments has no SLA of its own (no breach count, no toggle); its rows keep their tab's banner.
    expect(LAB_TAB_ORDER.filter(hasSla)).toEqual([LabTab.NEW_APPOINTMENTS, LabTab.CONFIRMED_APPOINTMENTS, LabTab.DOCUMENT_PENDING]);
  });

  it('on All Appointments, judges each row by the rule of its own tab', () => {
    const all = LabTab.ALL_APPOINTMENTS;
    expect(isPastSla(all, { ...rowOf(LabTab.NEW_APPOINTMENTS), createdOn: hoursAgo(13) }, now)).toBe(true);
    expect(isPastSla(all, { ...rowOf(LabTab.NEW_APPOINTMENTS), modifiedOn: hoursAgo(99) }, now)).toBe(false);
    expect(isPastSla(all, { ...rowOf(LabTab.CONFIRMED_APPOINTMENTS), fulfillmentDate: hoursAgo(5) }, now)).toBe(true);
    expect(isPastSla(all, { ...rowOf(LabTab.SETTLED), createdOn: hoursAgo(999), modifiedOn: hoursAgo(999), fulfillmentDate: hoursAgo(999) }, now)).toBe(false);
    expect(slaBanner(all, { ...rowOf(LabTab.DOCUMENT_PENDING), modifiedOn: hoursAgo(50) }, now)?.duration).toBe('2 Days 2 Hours');
  });

  it('gives the server one term per rule: the statuses it covers and the latest overdue instant', () => {
    expect(labSlaTerms(LabTab.CONFIRMED_APPOINTMENTS, now)).toEqual([
      { statusIds: LAB_TABS.CONFIRMED_APPOINTMENTS.statusIds, from: 'fulfillmentDate', atOrBefore: hoursAgo(4) },
    ]);
    const all = labSlaTerms(LabTab.ALL_APPOINTMENTS, now);
    expect(all.map((t) => [t.from, (now.getTime() - t.atOrBefore.getTime()) / 3_600_000])).toEqual([
      ['createdOn', 12], ['fulfillmentDate', 4], ['modifiedOn', 24],
    ]);
    // The terms' statuses never overlap, so a row is counted once.
    const ids = all.flatMap((t) => t.statusIds);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain(StatusId.NewAppointmentRequest);
  });

  it('shows months, days plus hours, or hours', () => {
    expect(pendingDuration(hoursAgo(5), now)).toBe('5 Hours');
    expect(pendingDuration(hoursAgo(1.5), now)).toBe('1 Hour');
    expect(pendingDuration(hoursAgo(0.2), now)).toBe('0 Hours');
    expect(pendingDuration(hoursAgo(24), now)).toBe('1 Day 0 Hours');
    expect(pendingDuration(hoursAgo(24 * 3 + 4), now)).toBe('3 Days 4 Hours');
    expect(pendingDuration(hoursAgo(24 * 29 + 23), now)).toBe('29 Days 23 Hours');
    expect(pendingDuration(hoursAgo(24 * 30), now)).toBe('1 Month');
    expect(pendingDuration(hoursAgo(24 * 75), now)).toBe('2 Months');
    expect(pendingDuration(new Date(now.getTime() + 3_600_000), now)).toBe('0 Hours');
  });

  it('puts up the banner only past the SLA, measured from the reference instant', () => {
    expect(slaBanner(LabTab.NEW_APPOINTMENTS, rowOf(LabTab.NEW_APPOINTMENTS, { createdOn: hoursAgo(14) }), now)).toEqual({ title: 'Action Pending Since', duration: '14 Hours' });
    expect(slaBanner(LabTab.NEW_APPOINTMENTS, rowOf(LabTab.NEW_APPOINTMENTS, { createdOn: hoursAgo(2) }), now)).toBeUndefined();
    expect(slaBanner(LabTab.DOCUMENT_PENDING, rowOf(LabTab.DOCUMENT_PENDING, { modifiedOn: hoursAgo(50) }), now)?.duration).toBe('2 Days 2 Hours');
    expect(slaBanner(LabTab.CANCELLED, rowOf(LabTab.CANCELLED, { createdOn: hoursAgo(99), modifiedOn: hoursAgo(99), fulfillmentDate: hoursAgo(99) }), now)).toBeUndefined();
  });

  it('never counts a row missing the instant its rule reads', () => {
    expect(isPastSla(LabTab.NEW_APPOINTMENTS, { statusId: StatusId.NewAppointmentRequest, modifiedOn: hoursAgo(99) }, now)).toBe(false);
  });
});
