import type { ServerDeps } from '../deps.ts';
import { serviceBasePath } from '../../../openapi/services.ts';
import { signedDownloadUrl } from '../files/signed-upload.ops.ts';

/** Whether a stored image reference is a file identifier (uploaded through the signed flow). */
export const isFileIdentifier = (stored: string) => /^f[A-Za-z0-9_-]+$/.test(stored);

/** A stored image reference as a link the browser can load: a fresh signed link for an uploaded file, else as stored. */
export function imageLink(deps: ServerDeps): (stored: string) => string | null {
  const now = deps.clock.now();
  return (stored) => (isFileIdentifier(stored) ? signedDownloadUrl(deps, stored, now) : stored);
}

/**
 * The stored reference behind an image a save sends back: the editor echoes the photo as the
 * signed link the details call gave it, which names the file identifier in its path. Anything else
 * is taken as sent (and checked as the caller's own by requireOwnImages).
 */
export function storedImageOf(sent: string): string {
  // Links are sent relative (signedDownloadUrl) and read back so; an absolute one (from an older
  // answer) is read by its path too. The base only completes a relative link; its host is never used.
  if (!sent.startsWith('/') && !URL.canParse(sent)) return sent;
  const prefix = `${serviceBasePath('files')}/download/`;
  const { pathname } = new URL(sent, 'http://relative.invalid');
  const id = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : '';
  return isFileIdentifier(id) ? id : sent;
}
