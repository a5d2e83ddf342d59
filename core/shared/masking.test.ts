import { describe, expect, it } from 'vitest';
import { contactNumberFor, DND_VISIBLE_CHARS, maskContactNumber } from './masking.ts';

const mobile = '9876543210';
const withCode = '+919876543210';

describe('maskContactNumber', () => {
  it('stars every character after the fifth', () => {
    expect(DND_VISIBLE_CHARS).toBe(5);
    expect(maskContactNumber(mobile)).toBe('98765*****');
    expect(maskContactNumber(withCode)).toBe('+9198********');
    expect(maskContactNumber('987654')).toBe('98765*');
  });

  it('leaves values of five characters or fewer unchanged', () => {
    expect(maskContactNumber('98765')).toBe('98765');
    expect(maskContactNumber('987')).toBe('987');
    expect(maskContactNumber('')).toBe('');
  });
});

describe('contactNumberFor', () => {
  it('masks only for a do-not-disturb customer', () => {
    expect(contactNumberFor(mobile, true)).toBe('98765*****');
    expect(contactNumberFor(mobile, false)).toBe('9876543210');
  });
});
