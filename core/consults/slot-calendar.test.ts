import { describe, expect, it } from 'vitest';
import { NoSlotReason, pieceCapacities, pieceStartingAt, slotCalendar } from './slot-calendar.ts';
import { formatSlotStamp, parseSlotStamp } from './slot-stamp.ts';
import { HOLD_MINUTES, countdownText, holdSecondsLeft, placesLeftFor } from './slot-hold.ts';

// Friday 27 Nov 2026, 09:30 India time.
const now = new Date('2026-11-27T04:00:00Z');
const ist = (day: string, hhmm: string) => parseSlotStamp(`${day} ${hhmm}:00.000`)!;
const calendar = {
  // Mondays and Fridays 10:00-11:00 in 15-minute slots, 4 bookings; Saturdays 10:00-10:30, 4 bookings in 2 slots.
  slots: [
    { dayOfWeek: 1, startTime: 600, endTime: 660, totalSlots: 4, split: 15 },
    { dayOfWeek: 5, startTime: 600, endTime: 660, totalSlots: 4, split: 15 },
    { dayOfWeek: 6, startTime: 600, endTime: 630, totalSlots: 4, split: 15 },
    { dayOfWeek: 2, startTime: 600, endTime: 660, totalSlots: 4, split: 15, isActive: false },
  ],
  holidays: [{ date: '2026-11-30', isActive: true }, { date: '2026-12-04', isActive: false }],
};

describe('slot stamps', () => {
  it('are India time to the millisecond, and read back', () => {
    expect(formatSlotStamp(now)).toBe('2026-11-27 09:30:00.000');
    expect(parseSlotStamp('2026-11-27 09:30:00.000')).toEqual(now);
    expect(parseSlotStamp('2026-02-31 09:30:00.000')).toBeUndefined();
    expect(parseSlotStamp('2026-11-27T09:30:00')).toBeUndefined();
  });
});

describe('slotCalendar', () => {
  const days = slotCalendar(calendar, [], new Map(), 7, now);
  it('answers 14 days from today', () => {
    expect(days).toHaveLength(14);
    expect(days[0].dateString).toBe('2026-11-27');
    expect(days[13].dateString).toBe('2026-12-10');
  });
  it('splits the weekly ranges into slots with stamps', () => {
    expect(days[0].slots.map((s) => s.slotStartDateTime)).toEqual([
      '2026-11-27 10:00:00.000', '2026-11-27 10:15:00.000', '2026-11-27 10:30:00.000', '2026-11-27 10:45:00.000',
    ]);
    expect(days[0].slots[0]).toMatchObject({ slotEndDateTime: '2026-11-27 10:15:00.000', capacity: 1, placesLeft: 1, slotDistributionForInterval: '10:00 AM - 10:15 AM' });
  });
  it('a holiday is unavailable with its reason; an inactive holiday is not', () => {
    expect(days.find((d) => d.dateString === '2026-11-30')).toMatchObject({ noSlotReason: NoSlotReason.holiday, slots: [] });
    expect(days.find((d) => d.dateString === '2026-12-04')?.noSlotReason).toBeNull();
  });
  it('a day without active ranges has no slots', () => {
    expect(days.find((d) => d.dateString === '2026-12-01')).toMatchObject({ noSlotReason: NoSlotReason.noSchedule, slots: [] });
  });
  it('shares a range\'s bookings over its slots', () => {
    expect(pieceCapacities(4, 2)).toEqual([2, 2]);
    expect(pieceCapacities(5, 3)).toEqual([2, 1, 2]);
    expect(pieceCapacities(2, 4)).toEqual([1, 0, 1, 0]);
    expect(pieceCapacities(12, 12)).toEqual(Array(12).fill(1));
    expect(days.find((d) => d.dateString === '2026-11-28')!.slots.map((s) => s.capacity)).toEqual([2, 2]);
  });
  it('takes off booked places and others\' live holds, and a full day says so', () => {
    const booked = [{ at: ist('2026-11-28', '10:00') }, { at: ist('2026-11-28', '10:07') }, { at: ist('2026-11-28', '10:15') }];
    const lapsed = new Date(now.getTime() - 1);
    const holds = new Map([[ist('2026-11-28', '10:15').getTime(), [{ userId: 8, requestId: 1, expiresOn: new Date(now.getTime() + 60_000) }, { userId: 9, requestId: 2, expiresOn: lapsed }]]]);
    const sat = slotCalendar(calendar, booked, holds, 7, now).find((d) => d.dateString === '2026-11-28')!;
    expect(sat.slots.map((s) => s.placesLeft)).toEqual([0, 0]);
    expect(sat.noSlotReason).toBe(NoSlotReason.full);
    const asHolder = slotCalendar(calendar, booked, holds, 8, now).find((d) => d.dateString === '2026-11-28')!;
    expect(asHolder.slots[1]).toMatchObject({ placesLeft: 1, heldByYou: true });
  });
  it('leaves out slots that have started', () => {
    const at1005 = new Date(ist('2026-11-27', '10:05'));
    expect(slotCalendar(calendar, [], new Map(), 7, at1005)[0].slots.map((s) => s.slotStartDateTime.slice(11, 16))).toEqual(['10:15', '10:30', '10:45']);
  });
  it('finds the slot starting at an instant, and nothing off the grid or on a holiday', () => {
    expect(pieceStartingAt(calendar, ist('2026-11-28', '10:15'))?.capacity).toBe(2);
    expect(pieceStartingAt(calendar, ist('2026-11-28', '10:10'))).toBeUndefined();
    expect(pieceStartingAt(calendar, ist('2026-11-30', '10:00'))).toBeUndefined();
  });
});

describe('holds', () => {
  it('last a few minutes and count down', () => {
    expect(holdSecondsLeft(new Date(now.getTime() + HOLD_MINUTES * 60_000), now)).toBe(300);
    expect(countdownText(65)).toBe('1:05');
    expect(holdSecondsLeft(new Date(now.getTime() - 5), now)).toBe(0);
  });
  it('the last place held by one user is taken for everyone else', () => {
    const slot = { capacity: 1, booked: 0, holds: [{ userId: 1, requestId: 5, expiresOn: new Date(now.getTime() + 1000) }] };
    expect(placesLeftFor(slot, 1, now)).toBe(1);
    expect(placesLeftFor(slot, 2, now)).toBe(0);
    expect(placesLeftFor(slot, 2, new Date(now.getTime() + 1000))).toBe(1);
  });
});
