import { describe, expect, it } from 'vitest';
import { digitsOnly, EMAIL_LIKE, isBlank, isDigitsOnly, isEmailLike } from './validation.ts';

describe('isEmailLike', () => {
  it('checks the username against an e-mail-like pattern, ignoring outer spaces', () => {
    expect(isEmailLike('asha@demo.example')).toBe(true);
    expect(isEmailLike('  asha@demo.example ')).toBe(true);
    expect(isEmailLike('a.b+c@lab.co.in')).toBe(true);
    expect(isEmailLike('asha.dc')).toBe(false);
    expect(isEmailLike('asha@demo')).toBe(false);
    expect(isEmailLike('@demo.example')).toBe(false);
    expect(isEmailLike('as ha@demo.example')).toBe(false);
    expect(isEmailLike('')).toBe(false);
    expect(EMAIL_LIKE.test(' asha@demo.example')).toBe(false);
  });
});

describe('isDigitsOnly / digitsOnly', () => {
  it('accepts digits only and strips the rest', () => {
    expect(isDigitsOnly('9876543210')).toBe(true);
    expect(isDigitsOnly('')).toBe(true);
    expect(isDigitsOnly('+919876543210')).toBe(false);
    expect(isDigitsOnly('98765 43210')).toBe(false);
    expect(isDigitsOnly('98a')).toBe(false);
    expect(digitsOnly('+91 98765-43210')).toBe('919876543210');
    expect(digitsOnly('abc')).toBe('');
    expect(digitsOnly('')).toBe('');
  });
});

describe('isBlank', () => {
  it('treats missing and whitespace-only values as blank', () => {
    expect(isBlank(null)).toBe(true);
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank('')).toBe(true);
    expect(isBlank(' \t\n')).toBe(true);
    expect(isBlank('a')).toBe(false);
    expect(isBlank(' 0 ')).toBe(false);
  });
});
