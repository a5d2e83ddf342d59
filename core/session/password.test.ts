import { describe, expect, it } from 'vitest';
import {
  FORGOT_PASSWORD_EMPTY,
  forgotPasswordError,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIALS,
  PasswordMessage,
  passwordProblems,
  resetPasswordError,
} from './password.ts';

const tooShort = 'Password must be at least 8 characters long.';
const noLowercase = 'Password must contain at least one lowercase letter.';
const noUppercase = 'Password must contain at least one uppercase letter.';
const noDigit = 'Password must contain at least one number.';
const noSpecial = 'Password must contain at least one special character (!@#$%&*?).';
const mismatch = 'Password is not matching with confirm password';

const good = 'Lab#2026x';

describe('password constants', () => {
  it('are the spec values and words', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_SPECIALS).toBe('!@#$%&*?');
    expect(PasswordMessage).toEqual({ tooShort, noLowercase, noUppercase, noDigit, noSpecial, mismatch });
    expect(FORGOT_PASSWORD_EMPTY).toBe('Please enter your username for which you want to reset password.');
  });
});

describe('forgotPasswordError', () => {
  it('treats a name of only spaces as empty, and takes any other name', () => {
    expect(forgotPasswordError('')).toBe(FORGOT_PASSWORD_EMPTY);
    expect(forgotPasswordError('   ')).toBe(FORGOT_PASSWORD_EMPTY);
    expect(forgotPasswordError('\t ')).toBe(FORGOT_PASSWORD_EMPTY);
    expect(forgotPasswordError(' dcadmin ')).toBeUndefined();
  });
});

describe('passwordProblems', () => {
  it('accepts a password that keeps every rule', () => {
    expect(passwordProblems(good)).toEqual([]);
    expect(passwordProblems('Aa1!aaaa')).toEqual([]);
    for (const special of PASSWORD_SPECIALS) expect(passwordProblems(`Abcdef1${special}`)).toEqual([]);
  });

  it('names each broken rule alone', () => {
    expect(passwordProblems('Ab1#xyz')).toEqual([tooShort]);
    expect(passwordProblems('LAB#2026X')).toEqual([noLowercase]);
    expect(passwordProblems('lab#2026x')).toEqual([noUppercase]);
    expect(passwordProblems('Lab#abcdx')).toEqual([noDigit]);
    expect(passwordProblems('Lab20260x')).toEqual([noSpecial]);
  });

  it('does not count other symbols as special', () => {
    for (const other of ['^', '-', '_', '+', '(', ')', '.', ' ', '~']) {
      expect(passwordProblems(`Abcdef1${other}`)).toEqual([noSpecial]);
    }
  });

  it('lists every broken rule in the order length, lowercase, uppercase, digit, special', () => {
    expect(passwordProblems('')).toEqual([tooShort, noLowercase, noUppercase, noDigit, noSpecial]);
    expect(passwordProblems('a')).toEqual([tooShort, noUppercase, noDigit, noSpecial]);
    expect(passwordProblems('12345678')).toEqual([noLowercase, noUppercase, noSpecial]);
    expect(passwordProblems('!!!!!!!!')).toEqual([noLowercase, noUppercase, noDigit]);
  });

  it('counts eight characters of any kind, including line breaks', () => {
    expect(passwordProblems('Aa1!\naaa')).toEqual([]);
  });
});

describe('resetPasswordError', () => {
  it('shows the first broken rule, then a mismatch, else nothing', () => {
    expect(resetPasswordError(good, good)).toBeUndefined();
    expect(resetPasswordError(good, 'Lab#2026X')).toBe(mismatch);
    expect(resetPasswordError(good, '')).toBe(mismatch);
    expect(resetPasswordError('short', 'short')).toBe(tooShort);
    expect(resetPasswordError('short', 'other')).toBe(tooShort);
    expect(resetPasswordError('lab#2026x', 'lab#2026x')).toBe(noUppercase);
    expect(resetPasswordError('', '')).toBe(tooShort);
  });
});
