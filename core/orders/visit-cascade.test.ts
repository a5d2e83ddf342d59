import { describe, expect, it } from 'vitest';
import { chooseCentre, chooseCity, chooseLocality, chooseState, chooseVisit, NO_VISIT_CHOICES, packagesChanged } from './visit-cascade.ts';

const FULL = { visit: 'Center Visit', stateId: 1, cityId: 10, localityId: 100, centreId: 101 } as const;

describe('the visit cascade (spec 2 §4)', () => {
  it('clears every choice after the one that changed', () => {
    expect(chooseState(FULL, 2)).toEqual({ ...FULL, stateId: 2, cityId: null, localityId: null, centreId: null });
    expect(chooseCity(FULL, 11)).toEqual({ ...FULL, cityId: 11, localityId: null, centreId: null });
    expect(chooseLocality(FULL, 200)).toEqual({ ...FULL, localityId: 200, centreId: null });
    expect(chooseCentre(FULL, 102)).toEqual({ ...FULL, centreId: 102 });
    expect(packagesChanged(FULL)).toEqual({ ...FULL, centreId: null });
  });
  it('keeps the choices when the same value is chosen again', () => {
    expect(chooseState(FULL, 1)).toBe(FULL);
    expect(chooseCity(FULL, 10)).toBe(FULL);
    expect(chooseLocality(FULL, 100)).toBe(FULL);
    expect(chooseVisit(FULL, 'Center Visit')).toBe(FULL);
  });
  it('starts the location over when the visit type changes', () => {
    expect(chooseVisit(FULL, 'Home Visit')).toEqual({ ...NO_VISIT_CHOICES, visit: 'Home Visit' });
  });
});
