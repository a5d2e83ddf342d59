import { describe, expect, it } from 'vitest';
import { scheduleSaveLabel, scheduleSubmitsToQc } from './schedule-qc.ts';

describe('the Schedule screen and QC (spec 3 §4.2)', () => {
  it('submits a draft with slots to QC; anything else is a plain save', () => {
    expect([scheduleSubmitsToQc('Draft', 2), scheduleSubmitsToQc('Draft', 0), scheduleSubmitsToQc('InProgress', 2), scheduleSubmitsToQc('Passed', 3)]).toEqual([true, false, false, false]);
    expect([scheduleSaveLabel('Draft', 1), scheduleSaveLabel('Draft', 0), scheduleSaveLabel('Failed', 1)]).toEqual(['Submit to QC', 'Save', 'Save']);
  });
});
