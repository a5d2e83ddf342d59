import { describe, expect, it } from 'vitest';
import { emailSearchable, phoneSearchMatches, searchablePhone } from './contact-search.ts';

describe('the phone search rule', () => {
  it('matches any fragment of a number that may be shown', () => {
    expect(searchablePhone('9876543210', false)).toBe('9876543210');
    expect(phoneSearchMatches('9876543210', false, '43210')).toBe(true);
  });

  it('matches a do-not-disturb number only on its visible first five characters', () => {
    expect(searchablePhone('9876543210', true)).toBe('98765');
    expect(phoneSearchMatches('9876543210', true, '876')).toBe(true);
    expect(phoneSearchMatches('9876543210', true, '98765')).toBe(true);
    expect(phoneSearchMatches('9876543210', true, '987654')).toBe(false);
    expect(phoneSearchMatches('9876543210', true, '9876543210')).toBe(false);
    expect(phoneSearchMatches('9876543210', true, '43210')).toBe(false);
  });
});

describe('the e-mail search rule', () => {
  it('never finds a do-not-disturb customer', () => {
    expect(emailSearchable(true)).toBe(false);
    expect(emailSearchable(false)).toBe(true);
  });
});
