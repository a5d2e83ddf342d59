import { EXPORT_FAILED } from '../../../core/appointments/export-file.ts';

/** The spec's messages for lists (spec 1 §8, spec 3 §8), the same on every desk. */
export const ListMessage = { fetchFailed: 'Failed to fetch data', exportFailed: EXPORT_FAILED } as const;
