import { describe, expect, it } from 'vitest';
import { sealProblem, type AuditSeal } from './audit-seal.ts';

const sealed: AuditSeal = { day: '2026-11-22', seq: 7, hash: 'h7', sealedAt: new Date('2026-11-22T06:30:00.000Z') };

describe('sealProblem', () => {
  it('passes a chain that still holds the sealed link, grown or not', () => {
    expect(sealProblem(sealed, { linkHash: 'h7', headSeq: 7 })).toBeUndefined();
    expect(sealProblem(sealed, { linkHash: 'h7', headSeq: 12 })).toBeUndefined();
  });

  it('names a cut tail, a removed day and a rewritten chain', () => {
    expect(sealProblem(sealed, { linkHash: undefined, headSeq: 5 })).toBe(
      'its chain ends at link 5, but link 7 was sealed at 2026-11-22T06:30:00.000Z: the links after 5 were removed',
    );
    expect(sealProblem(sealed, { linkHash: undefined, headSeq: 0 })).toBe(
      "none of its links remain, but link 7 was sealed at 2026-11-22T06:30:00.000Z: the day's links were removed",
    );
    expect(sealProblem(sealed, { linkHash: 'other', headSeq: 9 })).toBe('link 7 is not the one sealed at 2026-11-22T06:30:00.000Z: the chain was rewritten');
  });
});
