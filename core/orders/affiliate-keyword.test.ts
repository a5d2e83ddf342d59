import { describe, expect, it } from 'vitest';
import { affiliateKeyword, matchesKeyword } from './affiliate-keyword.ts';

describe('the product-name keyword (spec 2 §1)', () => {
  it('comes from the provider id first, then an affiliate name in the first name', () => {
    expect(affiliateKeyword({ providerId: 130, firstName: 'Paytm Desk' })).toBe('Wellnest');
    expect(affiliateKeyword({ providerId: 110, firstName: 'PaytmOrders' })).toBe('Paytm');
    expect(affiliateKeyword({ providerId: null, firstName: 'the phonepe team' })).toBe('PhonePe');
    expect(affiliateKeyword({ providerId: 110, firstName: 'Lakshmi' })).toBe('');
  });

  it('narrows packages to names containing it, in any case; none means all', () => {
    expect(matchesKeyword('Wellnest Full Body Checkup', 'wellnest')).toBe(true);
    expect(matchesKeyword('Paytm Basic Health Check', 'Wellnest')).toBe(false);
    expect(matchesKeyword('Paytm Basic Health Check', '')).toBe(true);
  });
});
