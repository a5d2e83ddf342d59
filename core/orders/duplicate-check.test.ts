import { describe, expect, it } from 'vitest';
import { duplicateWarning, OPEN_STATUS_IDS } from './duplicate-check.ts';

describe('the duplicate warning', () => {
  it('names the open requests, and says nothing when there are none', () => {
    expect(duplicateWarning([10000007, 10000009])).toBe('This customer already has open appointment requests: 10000007, 10000009. Create another anyway?');
    expect(duplicateWarning([])).toBeNull();
  });
  it('counts booked and confirmed requests as open, attended and cancelled ones not', () => {
    expect(OPEN_STATUS_IDS).toEqual(expect.arrayContaining([22, 23, 24]));
    expect(OPEN_STATUS_IDS).not.toContain(32);
    expect(OPEN_STATUS_IDS).not.toContain(27);
  });
});
