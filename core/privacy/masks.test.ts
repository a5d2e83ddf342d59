import { describe, expect, it } from 'vitest';
import { DND_VISIBLE_CHARS, maskContactNumber, maskEmail } from './masks.ts';

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
