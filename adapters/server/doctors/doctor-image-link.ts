import type { ServerDeps } from '../deps.ts';
import { signedDownloadUrl } from '../files/signed-upload.ops.ts';

/** Whether a stored image reference is a file identifier (uploaded through the signed flow). */
export const isFileIdentifier = (stored: string) => /^f[A-Za-z0-9_-]+$/.test(stored);

/** A stored image reference as a link the browser can load: a fresh signed link for an uploaded file, else as stored. */
export function imageLink(deps: ServerDeps): (stored: string) => string | null {
  const now = deps.clock.now();
  return (stored) => (isFileIdentifier(stored) ? signedDownloadUrl(deps, stored, now) : stored);
}
