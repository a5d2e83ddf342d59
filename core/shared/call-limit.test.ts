import { describe, expect, it } from 'vitest';
import { tooManyCalls } from './call-limit.ts';

describe('the message of the general limit of calls', () => {
  it('says how long to wait', () => {
    expect(tooManyCalls(42)).toBe('Too many requests: please wait 42 seconds and try again');
    expect(tooManyCalls(1)).toBe('Too many requests: please wait 1 second and try again');
  });
});
