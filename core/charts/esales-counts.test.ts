import { describe, expect, it } from 'vitest';
import { dailyCounts, hourlyCounts, percentages, totalConversions, type EsalesCaseRecord } from './esales-counts.ts';
import { inSegment, segmentProblem } from './segment.ts';
import { hasNext, hasPrevious, showingLabel, ESALES_DATA_CSV } from './detail-table.ts';
import { CHART_MESSAGES, chartTitle } from './chart-messages.ts';

const rec = (Date: string, order_id: number, status_id: number | null, esale_id = 1): EsalesCaseRecord => ({
  Date, insurer_id: 301, insurer_name: 'Acme Ltd', esale_id, request_id: order_id ? 30000001 : null, order_id, status_id,
});
const CASES = [
  rec('2026-11-21T23:59:00+05:30', 0, null),
  rec('2026-11-22T00:10:00+05:30', 0, null),
  rec('2026-11-22T09:05:00+05:30', 7001, 23),
  rec('2026-11-22T09:55:00+05:30', 7002, 48),
  rec('2026-11-22T17:00:00+05:30', 7003, 39),
];

describe('chart figures from case records', () => {
  it('counts each India day of the range, zero days included', () => {
    const days = dailyCounts(CASES, '2026-11-20', '2026-11-22');
    expect(days.map((d) => d.day)).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
    expect(days[0].conversion).toEqual({ notCreated: 0, inProcess: 0, qcApproved: 0 });
    expect(days[1].conversion).toEqual({ notCreated: 1, inProcess: 0, qcApproved: 0 });
    expect(days[2].conversion).toEqual({ notCreated: 1, inProcess: 2, qcApproved: 1 });
    expect(days[2].groups).toMatchObject({ booked: 1, notAttended: 1, qcApproved: 1, cancelled: 0 });
    expect(totalConversions(days)).toEqual({ notCreated: 2, inProcess: 2, qcApproved: 1 });
  });

  it("counts one day's cases by the hour of the India day", () => {
    const hours = hourlyCounts(CASES.slice(1));
    expect(hours).toHaveLength(24);
    expect(hours[0].conversion).toEqual({ notCreated: 1, inProcess: 0, qcApproved: 0 });
    expect(hours[9].conversion).toEqual({ notCreated: 0, inProcess: 1, qcApproved: 1 });
    expect(hours[17].conversion.inProcess).toBe(1);
  });

  it('gives each conversion as a share of all cases, to one decimal', () => {
    expect(percentages({ notCreated: 1, inProcess: 1, qcApproved: 1 })).toEqual({ notCreated: 33.3, inProcess: 33.3, qcApproved: 33.3 });
    expect(percentages({ notCreated: 0, inProcess: 0, qcApproved: 0 })).toEqual({ notCreated: 0, inProcess: 0, qcApproved: 0 });
  });

  it('selects the cases of a clicked segment', () => {
    const seg = { startDate: '2026-11-22', endDate: '2026-11-22', hour: 9, conversion: 'qcApproved' as const };
    expect(CASES.filter((c) => inSegment(c, seg))).toEqual([CASES[3]]);
    expect(CASES.filter((c) => inSegment(c, { startDate: '2026-11-21', endDate: '2026-11-22', group: 'booked' }))).toEqual([CASES[2]]);
    expect(segmentProblem({ startDate: '2026-11-23', endDate: '2026-11-22' })).toBeDefined();
    expect(segmentProblem({ startDate: '2026-11-22', endDate: '2026-11-22', conversion: 'inProcess', group: 'booked' })).toBeDefined();
    expect(segmentProblem({ startDate: '2026-11-22', endDate: '2026-11-22', hour: 24 })).toBeDefined();
  });
});

describe('the detail table and messages', () => {
  it('shows "Showing x - y of n", ten a page', () => {
    expect(showingLabel(1, 23)).toBe('Showing 1 - 10 of 23');
    expect(showingLabel(3, 23)).toBe('Showing 21 - 23 of 23');
    expect(showingLabel(1, 0)).toBe('Showing 0 - 0 of 0');
    expect([hasPrevious(1), hasNext(1, 23), hasNext(3, 23), hasPrevious(3)]).toEqual([false, true, false, true]);
    expect(ESALES_DATA_CSV).toBe('esales_data.csv');
  });

  it('words the failures as spec 2 §8 does and titles a chart with the first child', () => {
    expect(CHART_MESSAGES.loadFailed).toBe('Failed to load chart data. Please try again later.');
    expect(CHART_MESSAGES.invalidData).toBe('Invalid data format received from API.');
    expect(chartTitle('ESales Conversion Till QC', 'Acme Ltd')).toBe('Acme Ltd - ESales Conversion Till QC');
    expect(chartTitle('ESales Conversion Till QC', undefined)).toBe('ESales Conversion Till QC');
  });
});
