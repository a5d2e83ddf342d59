/** The spec's list message (spec 1 §8, spec 3 §8), the same on every desk. */
export const ListMessage = { fetchFailed: 'Failed to fetch data' } as const;
