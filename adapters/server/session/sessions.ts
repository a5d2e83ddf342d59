import type { ServerDeps } from '../deps.ts';
import { tokenDigest } from '../http/authenticate.ts';
import type { Db } from '../store/db.ts';
import { loadUser } from './user-details.ts';
import { ApiError } from '../http/api-error.ts';

/**
 * Opens a session for a user and answers the token with what the portal stores. A session handed
 * over from another (`handedOverFrom`, that session's token digest) expires no later than it.
 */
export async function grantSession(deps: Pick<ServerDeps, 'db' | 'random' | 'clock' | 'config'>, userId: number, handedOverFrom: string | null = null) {
  const user = await loadUser(deps.db, userId);
  if (!user) throw new ApiError(403, "You don't have access to Login");
  const token = deps.random.token(32);
  const now = deps.clock.now();
  const expires = new Date(now.getTime() + deps.config.sessionTtlMinutes * 60_000);
  // LEAST ignores the NULL of an ordinary sign-in.
  await deps.db.query(
    `INSERT INTO user_session (token_hash, user_id, profile_version, created_on, expires_on, handed_over_from)
     SELECT $1, u.id, u.profile_version, $3, LEAST($4::timestamptz, o.expires_on), o.token_hash
       FROM app_user u LEFT JOIN user_session o ON o.token_hash = $5
      WHERE u.id = $2`,
    [tokenDigest(token), userId, now, expires, handedOverFrom],
  );
  return { accessToken: token, ...user };
}

/** Ends a session and every session handed over from it, at any depth. */
export async function endSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db.query(
    `WITH RECURSIVE ended AS (
       SELECT token_hash FROM user_session WHERE token_hash = $1
       UNION
       SELECT s.token_hash FROM user_session s JOIN ended e ON s.handed_over_from = e.token_hash
     )
     UPDATE user_session SET ended_on = $2 WHERE token_hash IN (SELECT token_hash FROM ended) AND ended_on IS NULL`,
    [tokenHash, now],
  );
}
