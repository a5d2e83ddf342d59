import { describe, expect, it } from 'vitest';
import { judgeLabAction } from './lab-action-rule.ts';

const corporate = (statusId: number) => ({ statusId, contractId: 3104, providerId: 101, parentProviderId: 100, testCategory: 'Health Check' });

describe('judgeLabAction', () => {
  it('leads an offered action where the workflow table says', () => {
    expect(judgeLabAction(7, corporate(22), 'Confirm', 1)).toEqual({ action: 'Confirm', to: 23 });
    expect(judgeLabAction(7, corporate(40), 'Attended', 3)).toEqual({ action: 'Attended', to: 32 });
  });

  it('refuses what the request does not offer, naming its status', () => {
    expect(judgeLabAction(7, corporate(23), 'Confirm', 1)).toEqual({ refusal: "Request 7 is 'Confirmed by Medical Center': Confirm is not possible" });
    expect(judgeLabAction(7, corporate(22), 'Reschedule', 1)).toEqual({ refusal: 'Reschedule is not an action of lab requests' });
  });

  it('refuses a bulk attendance of a customer not awaited at the centre, but not a single one', () => {
    expect(judgeLabAction(7, corporate(23), 'Attended', 2)).toEqual({ refusal: 'Only requests in status 40 (Customer awaited at DC) can be bulk-attended' });
    expect(judgeLabAction(7, corporate(23), 'Attended', 1)).toEqual({ action: 'Attended', to: 32 });
  });
});
