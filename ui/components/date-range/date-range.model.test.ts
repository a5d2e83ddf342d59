import { describe, expect, it } from 'vitest';
import { DatePreset } from '../../../core/appointments/date-presets.ts';
import type { DateFilterChoice, ViewStatePort } from '../../view-state/view-state.port.ts';
import { DateRangeModel } from './date-range.model.ts';

/** The session's memory of the filter, kept in a variable. */
function memory(): ViewStatePort & { saved?: DateFilterChoice } {
  return {
    pageTracking: () => undefined,
    savePageTracking: () => undefined,
    resetPaging: () => undefined,
    dateFilter() {
      return this.saved;
    },
    saveDateFilter(choice) {
      this.saved = choice;
    },
  };
}

const clock = { now: () => new Date('2026-11-27T10:00:00+05:30') };

describe('DateRangeModel with typed days', () => {
  it('applies a typed Custom range of a year and a half', () => {
    const state = memory();
    const model = new DateRangeModel(clock, state, 'all', DatePreset.Previous7Days);
    model.setPreset(DatePreset.Custom);
    model.setStart('2025-06-01');
    model.setEnd('2026-11-30');
    expect(model.apply()).toBe(true);
    expect(model.applied).toEqual({ startDate: '2025-06-01', endDate: '2026-11-30' });
    expect(state.saved).toEqual({ name: 'Custom', startDate: '2025-06-01', endDate: '2026-11-30' });
  });

  it('holds the search while an end holds typed text that is not a day, so the other end alone changes nothing', () => {
    const model = new DateRangeModel(clock, memory(), 'all', DatePreset.Previous7Days);
    const before = model.applied;
    model.setPreset(DatePreset.Custom);
    model.setEnd('2026-11-30');
    model.typed.report('start', 'There is no such date');
    expect(model.apply()).toBe(false);
    expect(model.applied).toBe(before);
    model.typed.report('start', undefined);
    expect(model.apply()).toBe(true);
    expect(model.applied.endDate).toBe('2026-11-30');
  });
});
