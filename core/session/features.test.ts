import { describe, expect, it } from 'vitest';
import { ALL_FEATURES, Feature, hasFeature, isFeature } from './features.ts';

/** Spec 1 §6 and spec 3 §6 name these ten keys. */
const specKeys = [
  'UPDATE_DOCTOR', 'UPDATE_DOCTOR_STATUS', 'VIEW_SPOC_LIST', 'VIEW_SPOC_DETAILS', 'UPDATE_SPOC_STATUS',
  'VIEW_OFFLINE', 'VIEW_LABS', 'CREATE_SPOC', 'EDIT_SPOC_DETAILS', 'RESET_PASSWORD',
];
const doctorManager = [{ featureName: 'VIEW_OFFLINE' }, { featureName: 'UPDATE_DOCTOR' }];
const nobody: { featureName: string }[] = [];

describe('the feature catalogue', () => {
  it('holds exactly the spec keys', () => {
    expect([...ALL_FEATURES].sort()).toEqual([...specKeys].sort());
    for (const key of specKeys) expect(Feature[key as Feature]).toBe(key);
  });
});

describe('isFeature', () => {
  it('accepts the spec keys and nothing else', () => {
    for (const key of specKeys) expect(isFeature(key)).toBe(true);
    expect(isFeature('view_offline')).toBe(false);
    expect(isFeature('VIEW_CHARTS')).toBe(false);
    expect(isFeature('')).toBe(false);
  });
});

describe('hasFeature', () => {
  it('reads the user feature list', () => {
    expect(hasFeature(doctorManager, Feature.VIEW_OFFLINE)).toBe(true);
    expect(hasFeature(doctorManager, Feature.UPDATE_DOCTOR)).toBe(true);
    expect(hasFeature(doctorManager, Feature.UPDATE_DOCTOR_STATUS)).toBe(false);
    expect(hasFeature(doctorManager, Feature.VIEW_LABS)).toBe(false);
    expect(hasFeature(nobody, Feature.VIEW_LABS)).toBe(false);
  });
});
