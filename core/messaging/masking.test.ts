import { describe, expect, it } from 'vitest';
import { maskEmail } from './masking.ts';

describe('maskEmail', () => {
  it('keeps two letters of the mailbox and the domain, starring at least three', () => {
    expect(maskEmail('asha@demo.example')).toBe('as***@demo.example');
    expect(maskEmail('devika.r@demo.example')).toBe('de******@demo.example');
    expect(maskEmail('ab@x.in')).toBe('ab***@x.in');
    expect(maskEmail('a@x.in')).toBe('a***@x.in');
  });

  it('leaves a value without a mailbox unchanged', () => {
    expect(maskEmail('not-an-address')).toBe('not-an-address');
    expect(maskEmail('@x.in')).toBe('@x.in');
    expect(maskEmail('')).toBe('');
  });
});
