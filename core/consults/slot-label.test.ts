import { describe, expect, it } from 'vitest';
import { slotRangeText, slotTimeText } from './slot-label.ts';

describe('slot labels', () => {
  it('reads a stamp as India time in hh:mm AM/PM', () => {
    expect(['2026-03-10 00:05:00.000', '2026-03-10 09:30:00.000', '2026-03-10 12:00:00.000', '2026-03-10 18:45:00.000'].map(slotTimeText)).toEqual([
      '12:05 AM', '09:30 AM', '12:00 PM', '06:45 PM',
    ]);
    expect(slotRangeText('2026-03-10 09:30:00.000', '2026-03-10 09:45:00.000')).toBe('09:30 AM - 09:45 AM');
  });

  it('gives back text that is not a stamp', () => {
    expect(slotTimeText('soon')).toBe('soon');
  });
});
