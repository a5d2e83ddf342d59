import { describe, expect, it } from 'vitest';
import { reportDownloadProblem, reportWindowHours, reportWindowProblem } from './report-download.ts';

const start = new Date('2026-11-22T00:00:00.000Z');
const plus = (hours: number, minutes = 0) => new Date(start.getTime() + hours * 3_600_000 + minutes * 60_000);

describe('reportDownloadProblem', () => {
  it('needs a contract, a start and an end, in that order', () => {
    expect(reportDownloadProblem({ start, end: plus(1) }, 200)).toBe('Contract is required');
    expect(reportDownloadProblem({ contractId: 9782, end: plus(1) }, 200)).toBe('Start time is required');
    expect(reportDownloadProblem({ contractId: 9782, start }, 200)).toBe('End time is required');
    expect(reportDownloadProblem({ contractId: 9782, start, end: plus(6) }, 200)).toBeUndefined();
  });

  it('refuses an end at or before the start', () => {
    expect(reportWindowProblem(start, start, 200)).toBe('End time must be after the start time');
    expect(reportWindowProblem(start, plus(-1), 200)).toBe('End time must be after the start time');
  });

  it('allows 6 hours, or 24 for the listed entities', () => {
    expect(reportWindowHours(200)).toBe(6);
    expect(reportWindowHours(210)).toBe(24);
    expect(reportWindowHours(null)).toBe(6);
    expect(reportWindowProblem(start, plus(6, 1), 200)).toBe('The time span must not exceed 6 hours');
    expect(reportWindowProblem(start, plus(24), 210)).toBeUndefined();
    expect(reportWindowProblem(start, plus(24, 1), 210)).toBe('The time span must not exceed 24 hours');
    expect(reportWindowProblem(start, plus(12), 300, [300])).toBeUndefined();
  });
});
