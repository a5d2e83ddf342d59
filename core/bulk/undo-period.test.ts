import { describe, expect, it } from 'vitest';
import { undoDeadline, undoInTime, undoRemarks, undoSecondsLeft } from './undo-period.ts';

describe('the undo period of a bulk action', () => {
  const answered = new Date('2026-11-22T06:30:00.000Z');
  const at = (ms: number) => new Date(answered.getTime() + ms);

  it('closes 10 seconds after the answer, the deadline itself being too late', () => {
    const deadline = undoDeadline(answered);
    expect(deadline.toISOString()).toBe('2026-11-22T06:30:10.000Z');
    expect([0, 9_999, 10_000, 12_000].map((ms) => undoInTime(deadline, at(ms)))).toEqual([true, true, false, false]);
  });

  it('counts down whole seconds for the button', () => {
    const deadline = undoDeadline(answered);
    expect([0, 1, 4_000, 9_001, 10_000, 15_000].map((ms) => undoSecondsLeft(deadline, at(ms)))).toEqual([10, 10, 6, 1, 0, 0]);
  });

  it('says in the history which action was undone', () => {
    expect(undoRemarks('Confirm')).toBe('Undone: bulk Confirm reverted');
  });
});
