/** The cookie that carries the access token to GET /api/live, which EventSource cannot give a header. */
export const LIVE_COOKIE = 'portal_live';
/** Sent only to the live stream: no other call reads a cookie, so no other call can be forged with it. */
export const LIVE_COOKIE_PATH = '/api/live';

/**
 * The Set-Cookie of a live session: HttpOnly (no script reads it), SameSite=Strict (no other site's
 * page sends it), Secure when the portal is served over https, and no longer-lived than the session.
 */
export function liveCookie(token: string, maxAgeSeconds: number, secure: boolean): string {
  return [`${LIVE_COOKIE}=${encodeURIComponent(token)}`, `Path=${LIVE_COOKIE_PATH}`, `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : [])].join('; ');
}

/** The live cookie's value in a Cookie header, if any. */
export function liveCookieValue(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === LIVE_COOKIE) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
