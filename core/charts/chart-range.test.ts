import { describe, expect, it } from 'vitest';
import { chartRangeProblem, requestedChartRange } from './chart-range.ts';

describe('the range of the range charts', () => {
  it('defaults to the last 30 India days up to today', () => {
    expect(requestedChartRange({}, '2026-11-22')).toEqual({ startDate: '2026-10-24', endDate: '2026-11-22' });
    expect(requestedChartRange({ startDate: '2026-11-01', endDate: '2026-11-22' }, '2026-11-22')).toEqual({ startDate: '2026-11-01', endDate: '2026-11-22' });
  });

  it('refuses one date alone, a backwards range and more than 366 days', () => {
    expect(requestedChartRange({ startDate: '2026-11-01' }, '2026-11-22')).toHaveProperty('problem');
    expect(chartRangeProblem({ startDate: '2026-11-22', endDate: '2026-11-01' })).toBeDefined();
    expect(chartRangeProblem({ startDate: '2025-11-21', endDate: '2026-11-22' })).toBe('A range spans at most 366 days');
    expect(chartRangeProblem({ startDate: '2025-11-22', endDate: '2026-11-22' })).toBeUndefined();
  });
});
