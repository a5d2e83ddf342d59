/** A JSON value kept in web storage, or undefined when it is missing or was written by something else. */
export function readJson<T>(storage: Storage, key: string): T | undefined {
  const raw = storage.getItem(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}
