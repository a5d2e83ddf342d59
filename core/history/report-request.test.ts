import { describe, expect, it } from 'vitest';
import { indiaDateTime, indiaDateTimeText, reportZipName } from './report-request.ts';

describe('date-times typed in India time', () => {
  it('turns an input value into its instant and back', () => {
    expect(indiaDateTime('2026-11-22T09:30')?.toISOString()).toBe('2026-11-22T04:00:00.000Z');
    expect(indiaDateTime('2026-11-22T02:00')?.toISOString()).toBe('2026-11-21T20:30:00.000Z');
    expect(indiaDateTimeText(new Date('2026-11-21T20:30:00.000Z'))).toBe('2026-11-22T02:00');
  });

  it('refuses what is not a real date-time', () => {
    for (const bad of ['', '2026-02-31T10:00', '2026-11-22', '22/11/2026 10:00', '2026-11-22T25:00', null, undefined]) expect(indiaDateTime(bad)).toBeNull();
  });

  it('names the zip by contract and start, in the characters the call allows', () => {
    const name = reportZipName(9782, new Date('2026-11-22T04:00:00.000Z'));
    expect(name).toBe('Reports_9782_20261122_0930');
    expect(name).toMatch(/^[A-Za-z0-9 ._-]+$/);
  });
});
