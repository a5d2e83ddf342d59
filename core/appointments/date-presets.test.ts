import { describe, expect, it } from 'vitest';
import { ALL_DATE_PRESETS, DatePreset, dayRangeInstants, dayRangeProblem, isEditablePreset, presetRange } from './date-presets.ts';
import { DefaultDateFilter } from './tabs.ts';

// 06:30 UTC is 12:00 in India on 22 Nov 2026; 20:00 UTC is already 23 Nov in India.
const noon = new Date('2026-11-22T06:30:00.000Z');
const lateEvening = new Date('2026-11-22T20:00:00.000Z');

describe('date presets', () => {
  it('are the eight of spec 1 §2, and include the tabs defaults', () => {
    expect(ALL_DATE_PRESETS).toEqual(['Today', 'Previous 7 Days', 'Next 7 Days', 'Previous 15 Days', 'Next 15 Days', 'Next 30 Days', 'Rolling 1 Month', 'Custom']);
    for (const d of Object.values(DefaultDateFilter)) expect(ALL_DATE_PRESETS).toContain(d);
    expect(ALL_DATE_PRESETS.filter(isEditablePreset)).toEqual(['Custom']);
  });

  it('give India-day ranges for a given now', () => {
    const r = (p: DatePreset, now = noon) => presetRange(p, now);
    expect(r(DatePreset.Today)).toEqual({ startDate: '2026-11-22', endDate: '2026-11-22' });
    expect(r(DatePreset.Today, lateEvening)).toEqual({ startDate: '2026-11-23', endDate: '2026-11-23' });
    expect(r(DatePreset.Previous7Days)).toEqual({ startDate: '2026-11-15', endDate: '2026-11-22' });
    expect(r(DatePreset.Next7Days)).toEqual({ startDate: '2026-11-22', endDate: '2026-11-29' });
    expect(r(DatePreset.Previous15Days)).toEqual({ startDate: '2026-11-07', endDate: '2026-11-22' });
    expect(r(DatePreset.Next15Days)).toEqual({ startDate: '2026-11-22', endDate: '2026-12-07' });
    expect(r(DatePreset.Next30Days)).toEqual({ startDate: '2026-11-22', endDate: '2026-12-22' });
    expect(r(DatePreset.Rolling1Month)).toEqual({ startDate: '2026-10-22', endDate: '2026-11-22' });
    expect(presetRange(DatePreset.Rolling1Month, new Date('2026-03-31T06:30:00Z'))).toEqual({ startDate: '2026-02-28', endDate: '2026-03-31' });
    expect(presetRange(DatePreset.Rolling1Month, new Date('2026-01-15T06:30:00Z'))).toEqual({ startDate: '2025-12-15', endDate: '2026-01-15' });
    expect(presetRange(DatePreset.Custom, noon, { startDate: '2026-01-01', endDate: '2026-01-31' })).toEqual({ startDate: '2026-01-01', endDate: '2026-01-31' });
  });

  it('turn a day range into the half-open instants of India days', () => {
    expect(dayRangeInstants({ startDate: '2026-11-22', endDate: '2026-11-22' })).toEqual({
      from: new Date('2026-11-21T18:30:00.000Z'),
      to: new Date('2026-11-22T18:30:00.000Z'),
    });
  });

  it('say what is wrong with a custom range', () => {
    expect(dayRangeProblem({ startDate: '2026-11-01', endDate: '2026-11-30' })).toBeUndefined();
    expect(dayRangeProblem({ startDate: '2026-11-01', endDate: '2026-11-01' })).toBeUndefined();
    expect(dayRangeProblem({ startDate: '2026-11-30', endDate: '2026-11-01' })).toBe('Starting date must not be after the ending date');
    expect(dayRangeProblem({ endDate: '2026-11-01' })).toBe('Starting date is required');
    expect(dayRangeProblem({ startDate: '2026-11-01', endDate: 'soon' })).toBe('Ending date is required');
  });
});
