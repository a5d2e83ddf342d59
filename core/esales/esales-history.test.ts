import { describe, expect, it } from 'vitest';
import { customerFlags, ESALES_PSEUDO_STATUS } from './esales-history.ts';

describe('the e-sales history page', () => {
  it('tells a case by one pseudo-status, from e-sales', () => {
    expect(ESALES_PSEUDO_STATUS).toEqual({ status: 'Esales', remarks: 'From Esales' });
  });

  it('shows the HNI and SHNI flags the lead carries', () => {
    expect(customerFlags({ isHni: true, isShni: false })).toEqual(['HNI']);
    expect(customerFlags({ isHni: true, isShni: true })).toEqual(['HNI', 'SHNI']);
    expect(customerFlags({ isHni: false, isShni: true })).toEqual(['SHNI']);
    expect(customerFlags({ isHni: false, isShni: false })).toEqual([]);
  });
});
