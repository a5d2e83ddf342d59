import { describe, expect, it } from 'vitest';
import { slotRows, splitSlotRange } from './slot-split.ts';
import { formatDayMinutes, slotTimeOptions } from './slot-time.ts';

describe('splitSlotRange', () => {
  it('cuts a range into consecutive slots of the split length', () => {
    expect(splitSlotRange(540, 600, 15)).toEqual([
      { start: 540, end: 555 }, { start: 555, end: 570 }, { start: 570, end: 585 }, { start: 585, end: 600 },
    ]);
  });
  it('drops a tail shorter than the split', () => {
    expect(splitSlotRange(600, 650, 20)).toEqual([{ start: 600, end: 620 }, { start: 620, end: 640 }]);
  });
  it('yields nothing for an empty, reversed or unsplittable range', () => {
    expect(splitSlotRange(600, 600, 10)).toEqual([]);
    expect(splitSlotRange(700, 600, 10)).toEqual([]);
    expect(splitSlotRange(600, 610, 0)).toEqual([]);
    expect(splitSlotRange(600, 610, 15)).toEqual([]);
  });
  it('reaches the end of the day', () => {
    expect(splitSlotRange(1380, 1440, 60)).toEqual([{ start: 1380, end: 1440 }]);
  });
});

describe('slotRows', () => {
  it('lays slots out three a row', () => {
    expect(slotRows([1, 2, 3, 4, 5, 6, 7])).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(slotRows([])).toEqual([]);
  });
});

describe('slot times', () => {
  it('reads minutes as a 12-hour time', () => {
    expect([0, 545, 720, 1275, 1440].map(formatDayMinutes)).toEqual(['12:00 AM', '09:05 AM', '12:00 PM', '09:15 PM', '12:00 AM']);
  });
  it('offers every 5 minutes from midnight to midnight', () => {
    const options = slotTimeOptions();
    expect(options).toHaveLength(289);
    expect(options.slice(0, 3)).toEqual([0, 5, 10]);
    expect(options.at(-1)).toBe(1440);
  });
});
