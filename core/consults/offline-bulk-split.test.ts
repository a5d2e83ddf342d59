import { describe, expect, it } from 'vitest';
import { offlineBulkSplit } from './offline-bulk-split.ts';
import { offlineNextActions } from './offline-rules.ts';

const NOW = new Date('2026-11-22T06:30:00.000Z');
const row = (requestId: number, statusId: number, hoursFromNow: number) => ({
  requestId,
  statusId,
  nextActions: offlineNextActions({ statusId, fulfillmentDate: new Date(NOW.getTime() + hoursFromNow * 3_600_000), rescheduleCount: 0, maxRescheduleCount: null }, NOW),
});

describe('which ticked consults a bulk action applies to', () => {
  it('confirms the new ones and names the status of each left out', () => {
    const split = offlineBulkSplit('Confirm', [row(1, 22, 24), row(2, 23, 24), row(3, 30, 24)]);
    expect(split.applies).toEqual([1, 3]);
    expect(split.skipped).toEqual([{ requestId: 2, statusId: 23, statusName: 'Confirmed by Medical Center', why: 'status', reason: "Its status 'Confirmed by Medical Center' allows no Confirm" }]);
  });

  it('marks attended only consults whose time has come, and says why the others wait', () => {
    const split = offlineBulkSplit('Attended', [row(4, 23, -1), row(5, 23, 3), row(6, 146, -1)]);
    expect(split.applies).toEqual([4]);
    expect(split.skipped.map((s) => [s.requestId, s.why, s.reason])).toEqual([
      [5, 'notNow', 'The appointment time has not come yet'],
      [6, 'status', "Its status 'Rejected' allows no Mark Attended"],
    ]);
  });
});
