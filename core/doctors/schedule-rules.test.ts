import { describe, expect, it } from 'vitest';
import { SlotMessage as M, durationErrors, overlappingIndexes, weekErrors } from './schedule-rules.ts';
import { copyDay, daySlots, type ScheduleSlot } from './schedule-week.ts';

const form = (startTime: number | null, endTime: number | null, totalSlots = '10', split = '15') => ({ startTime, endTime, totalSlots, split });

describe('durationErrors (spec 3 §5.3)', () => {
  it('accepts a valid duration', () => {
    expect(durationErrors(form(540, 600))).toEqual({});
    expect(durationErrors(form(540, 600, '100', '60'))).toEqual({});
    expect(durationErrors(form(540, 600, '1', '1'))).toEqual({});
  });
  it('requires both times and puts From before To', () => {
    expect(durationErrors(form(null, null))).toEqual({ startTime: M.Required, endTime: M.Required });
    expect(durationErrors(form(600, 600))).toEqual({ startTime: M.StartAfterEnd, endTime: M.EndBeforeStart });
    expect(durationErrors(form(660, 600))).toEqual({ startTime: 'Start time must be lesser than End Time', endTime: 'End time must be greater than Start Time' });
  });
  it('keeps times on 5-minute steps within the day', () => {
    expect(durationErrors(form(541, 600)).startTime).toBe(M.InvalidInput);
    expect(durationErrors(form(540, 1445)).endTime).toBe(M.InvalidInput);
  });
  it.each([
    ['', M.Required], ['abc', 'Invalid Input'], ['1.5', 'Invalid Input'], ['0', 'Must be greater than 0'], ['-3', 'Must be greater than 0'], ['101', 'Must be less than 100'],
  ])('bookings %j → %s', (value, message) => {
    expect(durationErrors(form(540, 600, value)).totalSlots).toBe(message);
  });
  it.each([
    ['', M.Required], ['x', 'Invalid Input'], ['0', 'Must be greater than 0'], ['61', 'Must be less than 60'],
  ])('slot minutes %j → %s', (value, message) => {
    expect(durationErrors(form(540, 600, '5', value)).split).toBe(message);
  });
});

describe('overlap', () => {
  it('finds durations of a day that share a minute; touching ends do not', () => {
    expect(overlappingIndexes([form(540, 600), form(600, 660)])).toEqual([]);
    expect(overlappingIndexes([form(540, 600), form(590, 660), form(700, 720)])).toEqual([0, 1]);
    expect(overlappingIndexes([form(540, 600), form(null, 560)])).toEqual([]);
  });
});

describe('weekErrors (the server check)', () => {
  const slot = (dayOfWeek: number, startTime: number, endTime: number, extra: object = {}) => ({ dayOfWeek, startTime, endTime, totalSlots: 4, split: 15, ...extra });
  it('passes a valid week and ignores removed items', () => {
    expect(weekErrors([slot(1, 540, 600), slot(1, 600, 660), slot(1, 590, 700, { isActive: false })])).toEqual([]);
  });
  it('names overlaps, more than three a day and bad values', () => {
    expect(weekErrors([slot(2, 540, 600), slot(2, 590, 660)])).toEqual(['Day 2: Slots should be non overlapping']);
    expect(weekErrors([slot(3, 0, 60), slot(3, 60, 120), slot(3, 120, 180), slot(3, 180, 240)])).toEqual(['Day 3: At most three durations a day']);
    expect(weekErrors([slot(4, 600, 540)])).toEqual(['Day 4: Start time must be lesser than End Time', 'Day 4: End time must be greater than Start Time']);
    expect(weekErrors([slot(5, 540, 600, { totalSlots: 101 })])).toEqual(['Day 5: Must be less than 100']);
  });
});

describe('copyDay', () => {
  it('replaces the target days with copies of the source day, soft-deleting saved targets', () => {
    const slots: ScheduleSlot[] = [
      { id: 1, dayOfWeek: 1, startTime: 540, endTime: 600, totalSlots: 4, split: 15 },
      { id: 2, dayOfWeek: 2, startTime: 700, endTime: 760, totalSlots: 3, split: 20 },
      { dayOfWeek: 3, startTime: 700, endTime: 760, totalSlots: 3, split: 20 },
    ];
    const copied = copyDay(slots, 1, [2, 3, 1]);
    expect(copied.find((s) => s.id === 2)?.isActive).toBe(false);
    expect(daySlots(copied, 2).map((s) => [s.startTime, s.endTime, s.id ?? null])).toEqual([[540, 600, null]]);
    expect(daySlots(copied, 3).map((s) => [s.startTime, s.endTime])).toEqual([[540, 600]]);
    expect(daySlots(copied, 1)).toHaveLength(1);
  });
});

describe('mergeSlotChanges', () => {
  it('replaces items by id, adds new ones and keeps the rest', async () => {
    const { mergeSlotChanges } = await import('./schedule-week.ts');
    const stored: ScheduleSlot[] = [
      { id: 1, dayOfWeek: 1, startTime: 540, endTime: 600, totalSlots: 4, split: 15 },
      { id: 2, dayOfWeek: 2, startTime: 540, endTime: 600, totalSlots: 4, split: 15 },
    ];
    const merged = mergeSlotChanges(stored, [{ ...stored[1]!, isActive: false }, { dayOfWeek: 3, startTime: 600, endTime: 660, totalSlots: 2, split: 30 }]);
    expect(merged.map((s) => [s.id ?? null, s.dayOfWeek, s.isActive ?? true])).toEqual([[1, 1, true], [2, 2, false], [null, 3, true]]);
  });
});
