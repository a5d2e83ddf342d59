import { describe, expect, it } from 'vitest';
import { addDays, endOfIndiaDay, formatIndiaDateTime, formatIndiaDay, indiaDay, IST_OFFSET_MINUTES, startOfIndiaDay } from './india-time.ts';

const lastMomentOf21st = new Date('2026-11-21T18:29:59.999Z');
const lastSecondOf21st = new Date('2026-11-21T18:29:59Z');
const midnightInto22nd = new Date('2026-11-21T18:30:00.000Z');
const eveningOf22nd = new Date('2026-11-22T13:35:00.000Z');
const utcMidnight = new Date('2026-11-22T00:00:00.000Z');

describe('IST_OFFSET_MINUTES', () => {
  it('is the spec 330 minutes', () => {
    expect(IST_OFFSET_MINUTES).toBe(330);
  });
});

describe('indiaDay', () => {
  it('turns the day at midnight India time, 18:30 UTC', () => {
    expect(indiaDay(lastSecondOf21st)).toBe('2026-11-21');
    expect(indiaDay(lastMomentOf21st)).toBe('2026-11-21');
    expect(indiaDay(midnightInto22nd)).toBe('2026-11-22');
    expect(indiaDay(utcMidnight)).toBe('2026-11-22');
    expect(indiaDay(eveningOf22nd)).toBe('2026-11-22');
    expect(indiaDay(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
    expect(indiaDay(new Date('2028-02-28T18:30:00Z'))).toBe('2028-02-29');
  });
});

describe('startOfIndiaDay / endOfIndiaDay', () => {
  it('bounds an India day as a half-open range of instants', () => {
    expect(startOfIndiaDay('2026-11-22').toISOString()).toBe('2026-11-21T18:30:00.000Z');
    expect(endOfIndiaDay('2026-11-22').toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(startOfIndiaDay('2027-01-01').toISOString()).toBe('2026-12-31T18:30:00.000Z');
    expect(endOfIndiaDay('2026-12-31').toISOString()).toBe('2026-12-31T18:30:00.000Z');
  });

  it('agrees with indiaDay at both edges', () => {
    for (const day of ['2026-01-01', '2026-11-22', '2028-02-29', '2026-12-31']) {
      expect(indiaDay(startOfIndiaDay(day))).toBe(day);
      expect(indiaDay(new Date(endOfIndiaDay(day).getTime() - 1))).toBe(day);
      expect(indiaDay(endOfIndiaDay(day))).toBe(addDays(day, 1));
    }
  });
});

describe('addDays', () => {
  it('moves across month, year and leap-day boundaries', () => {
    expect(addDays('2026-11-22', 0)).toBe('2026-11-22');
    expect(addDays('2026-11-22', 7)).toBe('2026-11-29');
    expect(addDays('2026-11-22', -7)).toBe('2026-11-15');
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-22', 30)).toBe('2026-12-22');
  });
});

describe('formatIndiaDateTime', () => {
  it('writes month day year, hh:mm AM/PM in India time', () => {
    expect(formatIndiaDateTime(eveningOf22nd)).toBe('Nov 22 2026, 07:05 PM');
    expect(formatIndiaDateTime(lastMomentOf21st)).toBe('Nov 21 2026, 11:59 PM');
    expect(formatIndiaDateTime(midnightInto22nd)).toBe('Nov 22 2026, 12:00 AM');
    expect(formatIndiaDateTime(new Date('2026-11-22T06:30:00Z'))).toBe('Nov 22 2026, 12:00 PM');
    expect(formatIndiaDateTime(new Date('2026-11-22T06:29:00Z'))).toBe('Nov 22 2026, 11:59 AM');
    expect(formatIndiaDateTime(new Date('2026-01-05T03:31:00Z'))).toBe('Jan 05 2026, 09:01 AM');
    expect(formatIndiaDateTime(new Date('2026-12-31T18:30:00Z'))).toBe('Jan 01 2027, 12:00 AM');
  });
});

describe('formatIndiaDay', () => {
  it('writes a calendar day as the date part of the display format', () => {
    expect(formatIndiaDay('2006-01-30')).toBe('Jan 30 2006');
    expect(formatIndiaDay('2028-02-29')).toBe('Feb 29 2028');
    expect(formatIndiaDay('2026-12-01')).toBe('Dec 01 2026');
    expect(formatIndiaDay('0001-01-01')).toBe('Jan 01 0001');
  });

  it('reads a day the way the date-time format reads its instant', () => {
    const instant = new Date('2026-12-31T18:30:00Z');
    expect(formatIndiaDateTime(instant).startsWith(`${formatIndiaDay(indiaDay(instant))},`)).toBe(true);
  });

  it('shows text that is not a day as it came', () => {
    expect(formatIndiaDay('30/01/2006')).toBe('30/01/2006');
    expect(formatIndiaDay('2006-13-45')).toBe('2006-13-45');
    expect(formatIndiaDay('')).toBe('');
  });
});
