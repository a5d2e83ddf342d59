import { describe, expect, it } from 'vitest';
import { cardHasCheckbox, caseRowStatus, esalesStatusGroup } from './case-status.ts';

describe('e-sales status groups', () => {
  it('classifies request statuses as spec 2 §4 lists them', () => {
    expect([22, 23, 24, 25, 129, 40].map(esalesStatusGroup)).toEqual(Array(6).fill('Booked'));
    expect([29, 30, 31, 117].map(esalesStatusGroup)).toEqual(Array(4).fill('Rescheduled'));
    expect(esalesStatusGroup(32)).toBe('Attended');
    expect(esalesStatusGroup(39)).toBe('Not attended');
    expect([33, 37, 134].map(esalesStatusGroup)).toEqual(Array(3).fill('Reports uploaded'));
    expect([27, 43, 119, 120].map(esalesStatusGroup)).toEqual(Array(4).fill('Cancelled'));
    expect(esalesStatusGroup(48)).toBe('QC approved');
    expect(esalesStatusGroup(146)).toBeUndefined();
  });

  it('gives a queue row its status from the request, none while pending', () => {
    expect(caseRowStatus(null)).toBeNull();
    expect(caseRowStatus(23)).toBe('Confirm');
    expect(caseRowStatus(39)).toBe('NotAttended');
    expect(caseRowStatus(27)).toBe('Cancel');
    expect(caseRowStatus(48)).toBe('Submit');
    expect(caseRowStatus(146)).toBeNull();
  });
});

describe('cardHasCheckbox', () => {
  it('shows a checkbox on confirmed, not attended and pending cards only', () => {
    expect(cardHasCheckbox({ requestId: null, status: null })).toBe(true);
    expect(cardHasCheckbox({ requestId: 1, status: 'Confirm' })).toBe(true);
    expect(cardHasCheckbox({ requestId: 1, status: 'NotAttended' })).toBe(true);
    expect(cardHasCheckbox({ requestId: 1, status: 'Cancel' })).toBe(false);
    expect(cardHasCheckbox({ requestId: 1, status: 'Submit' })).toBe(false);
    expect(cardHasCheckbox({ requestId: 1, status: null })).toBe(false);
  });
});
