import { describe, expect, it } from 'vitest';
import { LabTab } from './tabs.ts';
import { hasSla, isPastSla, pendingDuration, slaBanner, slaCutoff } from './sla.ts';

const now = new Date('2026-11-22T06:30:00.000Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
const times = (createdOn: Date, fulfillmentDate: Date, modifiedOn: Date) => ({ createdOn, fulfillmentDate, modifiedOn });
const fresh = times(now, now, now);

describe('SLA', () => {
  it('applies to New (12 h from creation), Confirmed (4 h from the visit) and Documents Pending (24 h from the last change)', () => {
    expect(isPastSla(LabTab.NEW_APPOINTMENTS, { ...fresh, createdOn: hoursAgo(12) }, now)).toBe(true);
    expect(isPastSla(LabTab.NEW_APPOINTMENTS, { ...fresh, createdOn: hoursAgo(11.9) }, now)).toBe(false);
    expect(isPastSla(LabTab.NEW_APPOINTMENTS, { ...fresh, fulfillmentDate: hoursAgo(100) }, now)).toBe(false);
    expect(isPastSla(LabTab.CONFIRMED_APPOINTMENTS, { ...fresh, fulfillmentDate: hoursAgo(4) }, now)).toBe(true);
    expect(isPastSla(LabTab.CONFIRMED_APPOINTMENTS, { ...fresh, fulfillmentDate: hoursAgo(3) }, now)).toBe(false);
    expect(isPastSla(LabTab.DOCUMENT_PENDING, { ...fresh, modifiedOn: hoursAgo(24) }, now)).toBe(true);
    expect(isPastSla(LabTab.DOCUMENT_PENDING, { ...fresh, modifiedOn: hoursAgo(23) }, now)).toBe(false);
    expect(isPastSla(LabTab.SETTLED, times(hoursAgo(999), hoursAgo(999), hoursAgo(999)), now)).toBe(false);
    expect([LabTab.NEW_APPOINTMENTS, LabTab.CONFIRMED_APPOINTMENTS, LabTab.DOCUMENT_PENDING, LabTab.ALL_APPOINTMENTS].map(hasSla)).toEqual([true, true, true, false]);
  });

  it('gives the server a cutoff instant per tab', () => {
    expect(slaCutoff(LabTab.CONFIRMED_APPOINTMENTS, now)).toEqual({ from: 'fulfillmentDate', atOrBefore: hoursAgo(4) });
    expect(slaCutoff(LabTab.ALL_APPOINTMENTS, now)).toBeUndefined();
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
    expect(slaBanner(LabTab.NEW_APPOINTMENTS, { ...fresh, createdOn: hoursAgo(14) }, now)).toEqual({ title: 'Action Pending Since', duration: '14 Hours' });
    expect(slaBanner(LabTab.NEW_APPOINTMENTS, { ...fresh, createdOn: hoursAgo(2) }, now)).toBeUndefined();
    expect(slaBanner(LabTab.DOCUMENT_PENDING, { ...fresh, modifiedOn: hoursAgo(50) }, now)?.duration).toBe('2 Days 2 Hours');
    expect(slaBanner(LabTab.CANCELLED, times(hoursAgo(99), hoursAgo(99), hoursAgo(99)), now)).toBeUndefined();
  });
});
