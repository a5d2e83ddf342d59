import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a signed file URL works (the contract: 15 minutes). */
export const SIGNED_URL_TTL_SECONDS = 15 * 60;

/** The signature of a method, path and expiry (Unix seconds): HMAC-SHA256, hex. */
export function signature(secret: string, method: string, path: string, expires: number): string {
  return createHmac('sha256', secret).update(`${method.toUpperCase()}\n${path}\n${expires}`).digest('hex');
}

/** The query string that makes `path` usable without a session until `now` + the TTL. */
export function signedQuery(secret: string, method: string, path: string, now: Date, ttlSeconds = SIGNED_URL_TTL_SECONDS): string {
  const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
  return `expires=${expires}&signature=${signature(secret, method, path, expires)}`;
}

/**
 * Whether a signed request is genuine and still valid: the signature must be the one for this
 * method, path and expiry (compared in constant time, so it cannot be guessed byte by byte), and
 * the expiry must not have passed.
 */
export function verifySignature(secret: string, method: string, path: string, expires: number, given: string, now: Date): boolean {
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  const expected = Buffer.from(signature(secret, method, path, expires), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) return false;
  return now.getTime() / 1000 <= expires;
}
