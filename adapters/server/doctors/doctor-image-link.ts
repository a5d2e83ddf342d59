import type { ServerDeps } from '../deps.ts';

/** A stored image reference as a link the browser can load: filled in with the signed upload flow. */
export function imageLink(_deps: ServerDeps): (stored: string) => string | null {
  return (stored) => stored;
}
