import { describe, expect, it } from 'vitest';
import { affiliateEmailError, affiliatePhoneError, canGetData, notOfUserEmail } from './affiliate-contact.ts';

describe('affiliate customer lookup rules (spec 2 §5)', () => {
  it('takes a mobile with an optional 91 or 0, then 5-9 and nine digits', () => {
    for (const ok of ['9876543210', '5876543210', '919876543210', '09876543210']) expect(affiliatePhoneError(ok)).toBeNull();
    for (const bad of ['4876543210', '987654321', '98765432101', '+919876543210', '92 9876543210', '1234567890', 'abcdefghij']) {
      expect(affiliatePhoneError(bad)).toBe('Enter correct phone number');
    }
    expect(affiliatePhoneError('')).toBeNull();
  });

  it('takes a standard e-mail', () => {
    expect(affiliateEmailError('asha@example.com')).toBeNull();
    for (const bad of ['asha', 'asha@example', 'as ha@example.com', '@example.com']) expect(affiliateEmailError(bad)).toBe('Enter valid email address');
  });

  it('allows Get Data only when both are filled and right', () => {
    expect(canGetData('9876543210', 'asha@example.com')).toBe(true);
    expect(canGetData('9876543210', '')).toBe(false);
    expect(canGetData('', 'asha@example.com')).toBe(false);
    expect(canGetData('4876543210', 'asha@example.com')).toBe(false);
    expect(canGetData('9876543210', 'asha@')).toBe(false);
  });

  it('makes the e-mail of a customer without one from the phone and the retail domain', () => {
    expect(notOfUserEmail('9876543210')).toBe('9876543210@retail.example');
  });
});
