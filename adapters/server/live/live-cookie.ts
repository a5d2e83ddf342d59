import type { CookieSerializeOptions } from '@fastify/cookie';

/** The cookie that carries the access token to GET /api/live, which EventSource cannot give a header. */
export const LIVE_COOKIE = 'portal_live';

/**
 * Sent only to the live stream (no other call reads a cookie, so no other call can be forged with
 * it): HttpOnly (no script reads it), SameSite=Strict (no other site's page sends it), Secure when
 * the portal is served over https, and no longer-lived than the session.
 */
export function liveCookieOptions(maxAgeSeconds: number, secure: boolean): CookieSerializeOptions {
  return { path: '/api/live', maxAge: maxAgeSeconds, httpOnly: true, sameSite: 'strict', secure };
}
