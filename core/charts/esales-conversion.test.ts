import { describe, expect, it } from 'vitest';
import { conversionOf, indiaHourOf, statusGroupOf, hourLabel } from './esales-conversion.ts';

describe('e-sales case classification (spec 2 §4)', () => {
  it('reads order id 0 (or none) as not created, whatever the status', () => {
    expect(conversionOf({ order_id: 0, status_id: null })).toBe('Not created');
    expect(conversionOf({ order_id: null, status_id: null })).toBe('Not created');
    expect(conversionOf({ order_id: 0, status_id: 48 })).toBe('Not created');
  });

  it('among created orders, 48 is QC approved and every other status in process', () => {
    expect(conversionOf({ order_id: 9001, status_id: 48 })).toBe('QC approved');
    for (const s of [22, 29, 32, 39, 33, 27, 146, null]) expect(conversionOf({ order_id: 9001, status_id: s })).toBe('In process');
  });

  it('puts each status id in its appointment status group', () => {
    const group = (status_id: number | null) => statusGroupOf({ status_id });
    expect([22, 23, 24, 25, 129, 40].map(group)).toEqual(Array(6).fill('Booked'));
    expect([29, 30, 31, 117].map(group)).toEqual(Array(4).fill('Rescheduled'));
    expect(group(32)).toBe('Attended');
    expect(group(39)).toBe('Not attended');
    expect([33, 37, 134].map(group)).toEqual(Array(3).fill('Reports uploaded'));
    expect([27, 43, 119, 120].map(group)).toEqual(Array(4).fill('Cancelled'));
    expect(group(48)).toBe('QC approved');
    expect(group(146)).toBeUndefined();
    expect(group(null)).toBeUndefined();
  });

  it('buckets by the hour of the India day, whatever offset the instant was written with', () => {
    expect(indiaHourOf(new Date('2026-11-22T00:00:00+05:30'))).toBe(0);
    expect(indiaHourOf(new Date('2026-11-22T09:59:59+05:30'))).toBe(9);
    expect(indiaHourOf(new Date('2026-11-22T04:30:00Z'))).toBe(10);
    expect(indiaHourOf(new Date('2026-11-22T18:29:59Z'))).toBe(23);
    expect(indiaHourOf(new Date('2026-11-22T18:30:00Z'))).toBe(0);
    expect(hourLabel(9)).toBe('09:00');
  });
});
