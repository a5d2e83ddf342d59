import { describe, expect, it } from 'vitest';
import { feeSplit, mbPercentOf } from './fee-split.ts';

describe('fee split', () => {
  it('gives MB its percentage and the provider the rest, to 2 decimals', () => {
    expect(feeSplit(600)).toEqual({ customerFee: 600, mbFee: 120, providerFee: 480 });
    expect(feeSplit(999)).toEqual({ customerFee: 999, mbFee: 199.8, providerFee: 799.2 });
    expect(feeSplit(333, 15)).toEqual({ customerFee: 333, mbFee: 49.95, providerFee: 283.05 });
    expect(feeSplit(1, 33.3333)).toEqual({ customerFee: 1, mbFee: 0.33, providerFee: 0.67 });
  });
  it('reads a configured MBCharge, falling back to 20', () => {
    expect([mbPercentOf('15'), mbPercentOf(undefined), mbPercentOf(''), mbPercentOf('abc'), mbPercentOf('120')]).toEqual([15, 20, 20, 20, 20]);
  });
});
