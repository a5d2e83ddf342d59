import { describe, expect, it } from 'vitest';
import { HolidayMessage as M, addMonths, daysInRange, holidayRangeError, isPickableHoliday, lastHolidayDay } from './holiday-rules.ts';
import { addHolidayRange, applyHolidayChanges, removeHoliday } from './holiday-list.ts';
import { holidayGrid, mergeConsecutiveDays, runLabel } from './holiday-grid.ts';

const today = '2026-11-23';

describe('holidayRangeError (spec 3 §5.4)', () => {
  it('accepts a range of up to 30 days from today to six months ahead', () => {
    expect(holidayRangeError('2026-11-23', '2026-11-23', today)).toBeNull();
    expect(holidayRangeError('2026-12-01', '2026-12-30', today)).toBeNull();
    expect(holidayRangeError('2027-05-23', '2027-05-23', today)).toBeNull();
  });
  it('refuses with the spec wording', () => {
    expect(holidayRangeError(null, '2026-12-01', today)).toBe(M.Required);
    expect(holidayRangeError('2026-12-05', '2026-12-01', today)).toBe('Start date cannot be greater than end date');
    expect(holidayRangeError('2026-12-01', '2026-12-31', today)).toBe('Cannot add more than 30 days');
    expect(holidayRangeError('2026-11-22', '2026-11-24', today)).toBe(M.OutsideHorizon);
    expect(holidayRangeError('2027-05-20', '2027-05-24', today)).toBe(M.OutsideHorizon);
  });
  it('counts days inclusively and adds months clamping to the month end', () => {
    expect(daysInRange('2026-12-01', '2026-12-30')).toBe(30);
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(lastHolidayDay(today)).toBe('2027-05-23');
    expect(isPickableHoliday('2026-11-22', today)).toBe(false);
  });
});

describe('holiday list (spec 3 §4.2)', () => {
  const saved = [{ id: 7, date: '2026-12-02', isActive: true }, { id: 8, date: '2026-12-03', isActive: false }];
  it('adding reactivates a listed day and adds the new ones unsaved', () => {
    expect(addHolidayRange(saved, '2026-12-03', '2026-12-04', 'me')).toEqual([
      saved[0], { id: 8, date: '2026-12-03', isActive: true, updatedBy: 'me' }, { date: '2026-12-04', isActive: true, updatedBy: 'me' },
    ]);
  });
  it('removing marks a saved day inactive and drops an unsaved one', () => {
    const added = addHolidayRange(saved, '2026-12-10', '2026-12-10', 'me');
    expect(removeHoliday(added, '2026-12-02', 'me')[0]).toEqual({ id: 7, date: '2026-12-02', isActive: false, updatedBy: 'me' });
    expect(removeHoliday(added, '2026-12-10', 'me').map((h) => h.date)).toEqual(['2026-12-02', '2026-12-03']);
  });
  it('applies changes as the server does, refusing what the form refuses', () => {
    expect(applyHolidayChanges(saved, [{ date: '2026-12-05', endDate: '2026-12-01' }], today, 'me')).toEqual({ ok: false, error: M.StartAfterEnd });
    expect(applyHolidayChanges(saved, [{ date: '2026-12-01', endDate: '2027-01-05' }], today, 'me')).toEqual({ ok: false, error: M.TooLong });
    const past = [{ id: 1, date: '2026-10-01', isActive: true }];
    const kept = applyHolidayChanges(past, [{ id: 1, date: '2026-10-01', isActive: true }, { id: 1, date: '2026-10-01', isActive: false }], today, 'me');
    expect(kept).toEqual({ ok: true, holidays: [{ id: 1, date: '2026-10-01', isActive: false, updatedBy: 'me' }] });
    const ok = applyHolidayChanges(saved, [{ date: '2026-12-03', endDate: '2026-12-04' }], today, 'me');
    expect(ok.ok && ok.holidays.filter((h) => h.isActive).map((h) => h.date)).toEqual(['2026-12-02', '2026-12-03', '2026-12-04']);
  });
});

describe('holiday grid', () => {
  it('merges consecutive days', () => {
    expect(mergeConsecutiveDays(['2026-12-03', '2026-12-01', '2026-12-02', '2026-12-05'])).toEqual([
      { start: '2026-12-01', end: '2026-12-03', days: 3 }, { start: '2026-12-05', end: '2026-12-05', days: 1 },
    ]);
    expect(mergeConsecutiveDays(['2026-12-31', '2027-01-01'])).toEqual([{ start: '2026-12-31', end: '2027-01-01', days: 2 }]);
  });
  it('shows six months from this one, active days only, each month its own days', () => {
    const grid = holidayGrid(
      [{ date: '2026-11-30' }, { date: '2026-12-01' }, { date: '2026-12-02', isActive: false }, { date: '2026-11-01' }, { date: '2027-06-01' }],
      today,
    );
    expect(grid.map((m) => m.label)).toEqual(['November 2026', 'December 2026', 'January 2027', 'February 2027', 'March 2027', 'April 2027']);
    expect(grid[0]!.runs).toEqual([{ start: '2026-11-30', end: '2026-11-30', days: 1 }]);
    expect(grid[1]!.runs).toEqual([{ start: '2026-12-01', end: '2026-12-01', days: 1 }]);
    expect(grid.slice(2).every((m) => m.runs.length === 0)).toBe(true);
  });
  it('labels a run', () => {
    expect(runLabel({ start: '2026-12-12', end: '2026-12-12', days: 1 })).toBe('12 Dec');
    expect(runLabel({ start: '2026-12-12', end: '2026-12-14', days: 3 })).toBe('12 Dec – 14 Dec (3 days)');
  });
});
