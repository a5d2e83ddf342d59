/** Feature permission keys a user may hold (spec 1 §6, spec 3 §6). */
export const Feature = {
  UPDATE_DOCTOR: 'UPDATE_DOCTOR',
  UPDATE_DOCTOR_STATUS: 'UPDATE_DOCTOR_STATUS',
  VIEW_SPOC_LIST: 'VIEW_SPOC_LIST',
  VIEW_SPOC_DETAILS: 'VIEW_SPOC_DETAILS',
  UPDATE_SPOC_STATUS: 'UPDATE_SPOC_STATUS',
  VIEW_OFFLINE: 'VIEW_OFFLINE',
  VIEW_LABS: 'VIEW_LABS',
  CREATE_SPOC: 'CREATE_SPOC',
  EDIT_SPOC_DETAILS: 'EDIT_SPOC_DETAILS',
  RESET_PASSWORD: 'RESET_PASSWORD',
} as const;
export type Feature = (typeof Feature)[keyof typeof Feature];

export const ALL_FEATURES: readonly Feature[] = Object.values(Feature);

export function isFeature(value: string): value is Feature {
  return (ALL_FEATURES as readonly string[]).includes(value);
}

/** Whether a user's feature list holds a key. */
export function hasFeature(features: readonly { featureName: string }[], feature: Feature): boolean {
  return features.some((f) => f.featureName === feature);
}
