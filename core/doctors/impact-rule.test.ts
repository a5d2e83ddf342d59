import { describe, expect, it } from 'vitest';
import { consultsHitByChange, impactHeadline } from './impact-rule.ts';
import { isFreeAt, nextFreeSlot, worksAt, type DoctorCalendar } from './impact-calendar.ts';
import { StatusId } from '../appointments/status-catalogue.ts';

// 2026-11-30 is a Monday. India time: 09:00 IST is 03:30Z.
const ist = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+05:30`);
const monday: DoctorCalendar = { slots: [{ dayOfWeek: 1, startTime: 540, endTime: 600, totalSlots: 4, split: 15 }], holidays: [] };
const now = ist('2026-11-23', '10:00');
const consult = (requestId: number, at: Date, statusId: number = StatusId.ConfirmedByMedicalCenter) => ({ requestId, doctorId: 301, at, statusId });

describe('worksAt', () => {
  it('is true inside an active range on that week day, in India time', () => {
    expect(worksAt(monday, ist('2026-11-30', '09:00'))).toBe(true);
    expect(worksAt(monday, ist('2026-11-30', '09:59'))).toBe(true);
    expect(worksAt(monday, ist('2026-11-30', '10:00'))).toBe(false);
    expect(worksAt(monday, ist('2026-12-01', '09:00'))).toBe(false);
    expect(worksAt({ ...monday, holidays: [{ date: '2026-11-30' }] }, ist('2026-11-30', '09:00'))).toBe(false);
    expect(worksAt({ ...monday, holidays: [{ date: '2026-11-30', isActive: false }] }, ist('2026-11-30', '09:00'))).toBe(true);
  });
});

describe('consultsHitByChange', () => {
  const booked = [
    consult(1, ist('2026-11-30', '09:30')),
    consult(2, ist('2026-11-30', '09:00')),
    consult(3, ist('2026-11-30', '09:15'), StatusId.CancelledByMedicalCenter),
    consult(4, ist('2026-11-16', '09:00')),
    consult(5, ist('2026-11-30', '11:00')),
    consult(6, ist('2026-12-07', '09:00')),
  ];
  it('lists booked future consults a new holiday takes out, earliest first', () => {
    const after = { ...monday, holidays: [{ date: '2026-11-30' }] };
    expect(consultsHitByChange(booked, monday, after, now).map((c) => c.requestId)).toEqual([2, 1]);
  });
  it('lists consults a shortened range takes out', () => {
    const after = { ...monday, slots: [{ ...monday.slots[0]!, endTime: 570 }] };
    expect(consultsHitByChange(booked, monday, after, now).map((c) => c.requestId)).toEqual([1]);
  });
  it('lists consults of a removed range, and none when nothing changes', () => {
    const removed = { ...monday, slots: [{ ...monday.slots[0]!, isActive: false }] };
    expect(consultsHitByChange(booked, monday, removed, now).map((c) => c.requestId)).toEqual([2, 1, 6]);
    expect(consultsHitByChange(booked, monday, monday, now)).toEqual([]);
  });
  it('says how many', () => {
    expect(impactHeadline(7)).toBe('7 booked appointments fall on these days');
    expect(impactHeadline(1)).toBe('1 booked appointment falls on these days');
  });
});

describe('free slots', () => {
  const booked = [ist('2026-11-30', '09:00'), ist('2026-11-30', '09:20')];
  it('a piece is free when no booking falls in it', () => {
    expect(isFreeAt(monday, booked, ist('2026-11-30', '09:05'))).toBe(false);
    expect(isFreeAt(monday, booked, ist('2026-11-30', '09:15'))).toBe(false);
    expect(isFreeAt(monday, booked, ist('2026-11-30', '09:30'))).toBe(true);
    expect(isFreeAt(monday, booked, ist('2026-11-30', '10:00'))).toBe(false);
  });
  it('the next free slot skips booked pieces and holidays', () => {
    expect(nextFreeSlot(monday, booked, ist('2026-11-30', '08:00'))).toEqual(ist('2026-11-30', '09:30'));
    const holiday = { ...monday, holidays: [{ date: '2026-11-30' }] };
    expect(nextFreeSlot(holiday, booked, ist('2026-11-30', '08:00'))).toEqual(ist('2026-12-07', '09:00'));
    expect(nextFreeSlot({ slots: [], holidays: [] }, [], now)).toBeNull();
  });
});
