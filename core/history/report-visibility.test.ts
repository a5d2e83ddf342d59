import { describe, expect, it } from 'vitest';
import { REPORT_RELEASE_STATUS_IDS, reportsVisible, visibleAttachments } from './report-visibility.ts';

const submitted = [22, 23, 32, 37];
const files = { bills: { 'f1-b1': 'Invoice.pdf' }, reports: { 'f1-r1': 'Report.pdf' } };

describe('reportsVisible', () => {
  it('releases reports to insurers only after QC Approved (48) or TU Scheduled (122)', () => {
    expect(REPORT_RELEASE_STATUS_IDS).toEqual([48, 122]);
    expect(reportsVisible('insurer', submitted)).toBe(false);
    expect(reportsVisible('insurer', [...submitted, 33])).toBe(false);
    expect(reportsVisible('insurer', [...submitted, 48])).toBe(true);
    expect(reportsVisible('insurer', [...submitted, 122])).toBe(true);
    expect(reportsVisible('insurer', [])).toBe(false);
  });

  it('shows a lab its reports at once', () => {
    expect(reportsVisible('provider', submitted)).toBe(true);
    expect(reportsVisible('provider', [])).toBe(true);
  });
});

describe('visibleAttachments', () => {
  it('drops reports while hidden and keeps bills', () => {
    expect(visibleAttachments(files, true)).toEqual(files);
    expect(visibleAttachments(files, false)).toEqual({ bills: { 'f1-b1': 'Invoice.pdf' } });
    expect(visibleAttachments({ reports: files.reports }, false)).toBeNull();
  });

  it('answers null when there is nothing to show', () => {
    expect(visibleAttachments(null, true)).toBeNull();
    expect(visibleAttachments({}, true)).toBeNull();
    expect(visibleAttachments({ bills: {}, reports: {} }, true)).toBeNull();
  });
});
