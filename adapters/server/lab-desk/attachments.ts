import type { Db } from '../store/db.ts';
import { loadFiles } from './lab-action.store.ts';

/** What an action attaches, by kind, each file by its key and stored name. */
export type Attachments = { reports?: Record<string, string>; bills?: Record<string, string> };

/**
 * The files an action may attach to a request: the caller's own uploads (within its providers),
 * not yet attached to another request; the names recorded are the stored ones, whatever the
 * client called them. A refusal names the first file that fails.
 */
export async function attachableFiles(
  db: Db,
  providerIds: readonly number[],
  requestId: number,
  sent: { reports?: Record<string, string>; bills?: Record<string, string> },
): Promise<{ attachments: Attachments } | { refusal: string }> {
  const reports = Object.keys(sent.reports ?? {});
  const bills = Object.keys(sent.bills ?? {});
  const files = new Map((await loadFiles(db, [...reports, ...bills])).map((f) => [f.id, f]));
  for (const key of [...reports, ...bills]) {
    const f = files.get(key);
    if (!f || f.provider_id === null || !providerIds.includes(f.provider_id)) return { refusal: `File ${key} was not found` };
    if (f.request_id !== null && f.request_id !== requestId) return { refusal: `File ${key} belongs to another request` };
  }
  const named = (keys: string[]) => Object.fromEntries(keys.map((k) => [k, files.get(k)!.file_name]));
  return { attachments: { ...(reports.length ? { reports: named(reports) } : {}), ...(bills.length ? { bills: named(bills) } : {}) } };
}
