import { describe, expect, it } from 'vitest';
import { EXPORT_PAGE_SIZE, PAGE_SIZE, PAGER_BOUNDARY, pageCount, pageOffset, totalLabel } from './paging.ts';

describe('paging constants', () => {
  it('are the spec 1 §9 values', () => {
    expect(PAGE_SIZE).toBe(10);
    expect(EXPORT_PAGE_SIZE).toBe(100);
    expect(PAGER_BOUNDARY).toBe(4);
  });
});

describe('pageCount', () => {
  it('matches the spec integer-of-total-over-10-plus-1 wherever the total is not a multiple of 10', () => {
    for (const total of [1, 5, 9, 11, 15, 19, 21, 99, 101, 1234]) {
      expect(pageCount(total)).toBe(Math.floor(total / 10) + 1);
    }
  });

  it('shows one page for an empty or negative total', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(-3)).toBe(1);
  });

  it('does not add an empty page after an exact multiple (the project decision, see the comment in paging.ts)', () => {
    expect(pageCount(10)).toBe(1);
    expect(pageCount(20)).toBe(2);
    expect(pageCount(1000)).toBe(100);
  });

  it('takes another page size for exports', () => {
    expect(pageCount(250, EXPORT_PAGE_SIZE)).toBe(3);
    expect(pageCount(100, EXPORT_PAGE_SIZE)).toBe(1);
    expect(pageCount(101, EXPORT_PAGE_SIZE)).toBe(2);
  });
});

describe('pageOffset', () => {
  it('is the first row of a 1-based page, never negative', () => {
    expect(pageOffset(1)).toBe(0);
    expect(pageOffset(2)).toBe(10);
    expect(pageOffset(11)).toBe(100);
    expect(pageOffset(0)).toBe(0);
    expect(pageOffset(-4)).toBe(0);
    expect(pageOffset(2.7)).toBe(10);
    expect(pageOffset(3, EXPORT_PAGE_SIZE)).toBe(200);
  });
});

describe('totalLabel', () => {
  it('marks a capped total with a plus', () => {
    expect(totalLabel(42, false)).toBe('42');
    expect(totalLabel(10000, true)).toBe('10000+');
  });
});
