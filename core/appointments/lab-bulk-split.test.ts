import { describe, expect, it } from 'vitest';
import { labBulkSkip, labBulkSplit } from './lab-bulk-split.ts';
import { judgeLabAction } from './lab-action-rule.ts';
import { ALL_STATUS_IDS } from './status-catalogue.ts';

describe('which selected lab rows a bulk action applies to', () => {
  it('confirms the new ones and names the status of each left out', () => {
    const split = labBulkSplit('Confirm', [
      { requestId: 1, statusId: 22 },
      { requestId: 2, statusId: 23 },
      { requestId: 3, statusId: 147 },
      { requestId: 4, statusId: 30 },
    ]);
    expect(split).toEqual({
      selected: 4,
      applies: [1, 3, 4],
      skipped: [{ requestId: 2, statusId: 23, statusName: 'Confirmed by Medical Center', why: 'status', reason: "Its status 'Confirmed by Medical Center' allows no Confirm" }],
    });
  });

  it('bulk-attends only customers awaited at the centre (status 40)', () => {
    const split = labBulkSplit('Attended', [
      { requestId: 5, statusId: 40 },
      { requestId: 6, statusId: 23 },
      { requestId: 7, statusId: 22 },
    ]);
    expect(split.applies).toEqual([5]);
    expect(split.skipped.map((s) => [s.requestId, s.why, s.reason])).toEqual([
      [6, 'notInBulk', 'Only requests in status 40 (Customer awaited at DC) can be bulk-attended'],
      [7, 'status', "Its status 'New Appointment Request' allows no Attended"],
    ]);
  });

  it('uses the lab reject label and shows an unknown status as itself', () => {
    expect(labBulkSkip('RejectedByProvider', 999)).toEqual({ why: 'status', reason: "Its status 'Status 999' allows no Reject" });
    expect(labBulkSplit('RejectedByProvider', [])).toEqual({ selected: 0, applies: [], skipped: [] });
  });

  it('agrees with the workflow rule the server applies to every item, for every status', () => {
    const ctx = (statusId: number) => ({ statusId, contractId: 1, providerId: 1, parentProviderId: null, testCategory: null });
    for (const action of ['Confirm', 'RejectedByProvider', 'Attended'] as const) {
      for (const statusId of ALL_STATUS_IDS) {
        const judged = judgeLabAction(1, ctx(statusId), action, 2);
        expect(labBulkSkip(action, statusId) === undefined, `${action} from ${statusId}`).toBe(!('refusal' in judged));
      }
    }
  });
});
