import { describe, expect, it } from 'vitest';
import { doctorQualificationAt, HistoryText, timelineRemarks, timelineStatusText } from './timeline.ts';

describe('timelineStatusText', () => {
  it('speaks insurer labels to insurers and lab wording to labs', () => {
    expect(timelineStatusText(23, 'insurer')).toBe('Appointment Confirmed');
    expect(timelineStatusText(23, 'provider')).toBe('Confirmed by Medical Center');
    expect(timelineStatusText(33, 'insurer')).toBe('Report Awaited');
    expect(timelineStatusText(33, 'provider')).toBe('Reports Rejected');
    expect(timelineStatusText(48, 'insurer')).toBe('Reports Verified');
    expect(timelineStatusText(999, 'provider')).toBe('999');
  });
});

describe('timelineRemarks', () => {
  it('reads No Remarks for blank remarks', () => {
    expect(timelineRemarks('  ')).toBe(HistoryText.noRemarks);
    expect(timelineRemarks(null)).toBe('No Remarks');
    expect(timelineRemarks(' Sample taken ')).toBe('Sample taken');
  });
});

describe('doctorQualificationAt', () => {
  it('shows the qualification on QC Approved only', () => {
    expect(doctorQualificationAt(48, ['MBBS', 'MD - General Medicine'])).toBe('MBBS, MD - General Medicine');
    expect(doctorQualificationAt(37, ['MBBS'])).toBeNull();
    expect(doctorQualificationAt(48, [' '])).toBeNull();
  });
});
