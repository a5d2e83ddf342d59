import { describe, expect, it } from 'vitest';
import { readTypedDay, SUPPORTED_DAYS, TypedDayProblem } from './typed-day.ts';

/** Hindi's short month names as the portal shows them (Intl hi-IN), January first. */
const HINDI = ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'];

describe('readTypedDay', () => {
  it('reads the display format, month day year, in any letter case', () => {
    expect(readTypedDay('Nov 05 2026')).toEqual({ day: '2026-11-05' });
    expect(readTypedDay('  jan 1 2025 ')).toEqual({ day: '2025-01-01' });
    expect(readTypedDay('SEPT 30, 2026')).toEqual({ day: '2026-09-30' });
    expect(readTypedDay('February 28 2026')).toEqual({ day: '2026-02-28' });
  });

  it('reads the day before a month name, and the wire form', () => {
    expect(readTypedDay('5 November 2026')).toEqual({ day: '2026-11-05' });
    expect(readTypedDay('2026-11-05')).toEqual({ day: '2026-11-05' });
  });

  it("reads the current language's month names as shown", () => {
    expect(readTypedDay('नव॰ 05 2026', {}, [HINDI])).toEqual({ day: '2026-11-05' });
    expect(readTypedDay('मई 31 2026', {}, [HINDI])).toEqual({ day: '2026-05-31' });
    expect(readTypedDay('\u095e\u0930 01 2026', {}, [HINDI])).toEqual({ day: '2026-02-01' });
    expect(readTypedDay('नव॰ 05 2026')).toEqual({ problem: TypedDayProblem.Format });
  });

  it('refuses days the product does not handle, even where a field sets no limits', () => {
    expect(SUPPORTED_DAYS).toEqual({ min: '1900-01-01', max: '2100-12-31' });
    expect(readTypedDay('Jan 01 0001')).toEqual({ problem: 'The date must not be before Jan 01 1900' });
    expect(readTypedDay('Dec 31 1899')).toEqual({ problem: 'The date must not be before Jan 01 1900' });
    expect(readTypedDay('Jan 01 1900')).toEqual({ day: '1900-01-01' });
    expect(readTypedDay('Dec 31 2100')).toEqual({ day: '2100-12-31' });
    expect(readTypedDay('Jan 01 2101')).toEqual({ problem: 'The date must not be after Dec 31 2100' });
    expect(readTypedDay('Jan 01 1850', { min: '1800-01-01' })).toEqual({ problem: 'The date must not be before Jan 01 1900' });
    expect(readTypedDay('Jan 01 2026', { min: '2026-02-01' })).toEqual({ problem: 'The date must not be before Feb 01 2026' });
  });

  it('refuses days the calendar does not have', () => {
    expect(readTypedDay('Feb 31 2026')).toEqual({ problem: TypedDayProblem.NoSuchDay });
    expect(readTypedDay('Feb 29 2026')).toEqual({ problem: TypedDayProblem.NoSuchDay });
    expect(readTypedDay('Feb 29 2028')).toEqual({ day: '2028-02-29' });
    expect(readTypedDay('Apr 31 2026')).toEqual({ problem: TypedDayProblem.NoSuchDay });
    expect(readTypedDay('Apr 0 2026')).toEqual({ problem: TypedDayProblem.NoSuchDay });
    expect(readTypedDay('2026-02-31')).toEqual({ problem: TypedDayProblem.NoSuchDay });
    expect(readTypedDay('2026-13-01')).toEqual({ problem: TypedDayProblem.NoSuchDay });
  });

  it('refuses text that is not a date in the display format, numbers alone included (day or month first?)', () => {
    for (const text of ['', 'tomorrow', 'Nov 2026', 'Nov 05 26', 'Nov 05 2026 10:00', 'No 05 2026', '31/02/2026', '05/11/2026', 'Nov 123 2026']) {
      expect(readTypedDay(text), text).toEqual({ problem: TypedDayProblem.Format });
    }
  });

  it("keeps to the field's limits, naming the limit as the lists write days", () => {
    const limits = { min: '2026-11-05', max: '2026-11-20', isRefused: (day: string) => day === '2026-11-12' };
    expect(readTypedDay('Nov 04 2026', limits)).toEqual({ problem: 'The date must not be before Nov 05 2026' });
    expect(readTypedDay('Nov 21 2026', limits)).toEqual({ problem: 'The date must not be after Nov 20 2026' });
    expect(readTypedDay('Nov 12 2026', limits)).toEqual({ problem: TypedDayProblem.NotPickable });
    expect(readTypedDay('Nov 05 2026', limits)).toEqual({ day: '2026-11-05' });
    expect(readTypedDay('Nov 20 2026', limits)).toEqual({ day: '2026-11-20' });
  });
});
