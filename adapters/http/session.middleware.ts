import type { Middleware } from 'openapi-fetch';
import { SessionMessage } from '../../core/session/messages.ts';
import type { SessionStorePort } from '../../core/session/session-store.port.ts';
import { endExpiredSession } from '../../core/session/sign-in.ts';

export const ACCESS_TOKEN_HEADER = 'accesstoken';

export interface SessionMiddlewareOptions {
  store: SessionStorePort;
  /** Called once the expired session has been cleared; the portal sends the user to /login. */
  onExpired: () => void;
}

/** Whether an answer says the token is dead: a 401, or any JSON body naming 'Invalid Access Token'. */
export async function saysInvalidAccessToken(response: Response): Promise<boolean> {
  if (response.status === 401) return true;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return false;
  try {
    const body = (await response.clone().json()) as { errorMessage?: unknown; error?: unknown } | null;
    return body?.errorMessage === SessionMessage.invalidAccessToken || body?.error === SessionMessage.invalidAccessToken;
  } catch {
    return false;
  }
}

/**
 * Adds the stored access token to every call and ends the session on any answer that calls the
 * token invalid (spec 1 §4 step 5): the session is cleared, the expired flag set, and the user sent
 * to /login. Calls made without a token (sign-in itself) never end a session.
 */
export function sessionMiddleware({ store, onExpired }: SessionMiddlewareOptions): Middleware {
  return {
    onRequest({ request }) {
      const token = store.load()?.accessToken;
      if (token && !request.headers.has(ACCESS_TOKEN_HEADER)) request.headers.set(ACCESS_TOKEN_HEADER, token);
      return request;
    },
    async onResponse({ request, response }) {
      if (!request.headers.has(ACCESS_TOKEN_HEADER)) return undefined;
      if (await saysInvalidAccessToken(response)) {
        endExpiredSession(store);
        onExpired();
      }
      return undefined;
    },
  };
}
