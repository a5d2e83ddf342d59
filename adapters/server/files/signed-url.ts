import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a signed file URL works (the contract: 15 minutes). */
export const SIGNED_URL_TTL_SECONDS = 15 * 60;

/** The signature of a method, path and expiry (Unix seconds): HMAC-SHA256, hex. */
export function signature(secret: string, method: string, path: string, expires: number): string {
  return createHmac('sha256', secret).update(`${method.toUpperCase()}\n${path}\n${expires}`).digest('hex');
}

/**
 * Signs and checks the links that stand in for a session on file URLs. A link is genuine when its
 * signature is the one for its method, path and expiry (compared in constant time, so it cannot be
 * guessed byte by byte); it is valid until its expiry, which may lie at most one link lifetime
 * after now: a link minted with a far expiry (say, by someone who once held the secret) is refused.
 */
export class SignedLinks {
  constructor(
    private readonly secret: string,
    readonly ttlSeconds = SIGNED_URL_TTL_SECONDS,
  ) {}

  /** The query string that makes `path` usable without a session until `now` + the lifetime. */
  query(method: string, path: string, now: Date): string {
    const expires = Math.floor(now.getTime() / 1000) + this.ttlSeconds;
    return `expires=${expires}&signature=${signature(this.secret, method, path, expires)}`;
  }

  /**
   * A signed link to `path` as the portal loads it: relative to the server, so it is of the page's
   * own origin under any host name the server answers at (the page's Content-Security-Policy allows
   * only that). PUBLIC_URL names one host; it is for e-mailed links only (issues 29, 32).
   */
  link(method: string, path: string, now: Date): string {
    return `${path}?${this.query(method, path, now)}`;
  }

  /** Whether a signed request is genuine and its expiry lies between now and now + the lifetime. */
  verify(method: string, path: string, expires: number, given: string, now: Date): boolean {
    if (!/^[0-9a-f]{64}$/.test(given)) return false;
    const expected = Buffer.from(signature(this.secret, method, path, expires), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) return false;
    const seconds = now.getTime() / 1000;
    return seconds <= expires && expires <= seconds + this.ttlSeconds;
  }
}
