import { describe, expect, it } from 'vitest';
import {
  afterPasswordFailure,
  codeFailuresCountFrom,
  codeFailuresLock,
  mayMailResetLink,
  passwordWaitSeconds,
  resetMailsCountFrom,
  waitAfterFailures,
  type PasswordFailures,
} from './sign-in-limits.ts';

const T0 = new Date('2026-11-22T06:30:00.000Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const run = (count: number, lastFailedSecond = 0): PasswordFailures => ({ count, lastFailedOn: at(lastFailedSecond) });

describe('waitAfterFailures', () => {
  it('lets five failures through, then waits 30 s doubling up to 15 minutes', () => {
    expect([1, 4, 5, 6, 7, 8, 9, 10, 11, 40].map(waitAfterFailures)).toEqual([0, 0, 30, 60, 120, 240, 480, 900, 900, 900]);
  });
});

describe('passwordWaitSeconds', () => {
  it('asks nothing of a name with no failures or fewer than five', () => {
    expect(passwordWaitSeconds(undefined, T0)).toBe(0);
    expect(passwordWaitSeconds(run(4), at(1))).toBe(0);
  });

  it('makes the sixth attempt wait out the rest of the 30 s, rounded up', () => {
    expect(passwordWaitSeconds(run(5), at(0))).toBe(30);
    expect(passwordWaitSeconds(run(5), at(10.2))).toBe(20);
    expect(passwordWaitSeconds(run(5), at(30))).toBe(0);
    expect(passwordWaitSeconds(run(7), at(100))).toBe(20);
  });
});

describe('afterPasswordFailure', () => {
  it('counts on within the run and starts afresh after 15 quiet minutes past the wait', () => {
    expect(afterPasswordFailure(undefined, T0)).toEqual({ count: 1, lastFailedOn: T0 });
    expect(afterPasswordFailure(run(3), at(14 * 60))).toEqual({ count: 4, lastFailedOn: at(14 * 60) });
    expect(afterPasswordFailure(run(3), at(15 * 60))).toEqual({ count: 1, lastFailedOn: at(15 * 60) });
    // A wait of 15 minutes, then 14 quiet minutes: still the same run, so the wait stays long.
    expect(afterPasswordFailure(run(10), at(29 * 60)).count).toBe(11);
    expect(afterPasswordFailure(run(10), at(30 * 60)).count).toBe(1);
  });
});

describe('one-time code lock', () => {
  it('locks at the tenth failed code and counts the rolling day, or since an unlock', () => {
    expect([9, 10, 11].map(codeFailuresLock)).toEqual([false, true, true]);
    expect(codeFailuresCountFrom(at(0), null)).toEqual(at(-24 * 3600));
    expect(codeFailuresCountFrom(at(0), at(-3600))).toEqual(at(-3600));
    expect(codeFailuresCountFrom(at(0), at(-25 * 3600))).toEqual(at(-24 * 3600));
  });
});

describe('reset-link mails', () => {
  it('sends three an hour', () => {
    expect([0, 2, 3, 4].map(mayMailResetLink)).toEqual([true, true, false, false]);
    expect(resetMailsCountFrom(at(0))).toEqual(at(-3600));
  });
});
