import { describe, expect, it } from 'vitest';
import { HoldMessage, MAX_HOLDS_PER_USER, holdCapRefusal, type SlotHold } from './slot-hold.ts';

const now = new Date('2026-11-22T06:30:00.000Z');
const later = new Date(now.getTime() + 60_000);
const lapsed = new Date(now.getTime() - 1);
const holdsFor = (requestIds: number[], expiresOn = later): SlotHold[] => requestIds.map((requestId) => ({ userId: 7, requestId, expiresOn }));

describe('how many slots one user may hold at once', () => {
  it('is three', () => expect(MAX_HOLDS_PER_USER).toBe(3));

  it('lets a user hold up to the cap, then refuses one more, saying why', () => {
    expect(holdCapRefusal([], 1, now)).toBeNull();
    expect(holdCapRefusal(holdsFor([1, 2]), 3, now)).toBeNull();
    expect(holdCapRefusal(holdsFor([1, 2, 3]), 4, now)).toBe(HoldMessage.tooMany);
    expect(HoldMessage.tooMany).toBe('You already hold 3 slots; book or release one before holding another');
  });

  it('lets a user at the cap move the hold of a request they already hold', () => {
    expect(holdCapRefusal(holdsFor([1, 2, 3]), 2, now)).toBeNull();
  });

  it('does not count lapsed holds', () => {
    expect(holdCapRefusal([...holdsFor([1, 2]), ...holdsFor([3], lapsed)], 4, now)).toBeNull();
    expect(holdCapRefusal(holdsFor([1, 2, 3], now), 4, now)).toBeNull();
  });
});
