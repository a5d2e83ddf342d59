import type { ServerDeps } from '../deps.ts';
import { tokenDigest } from '../http/authenticate.ts';
import { loadUser } from './user-details.ts';
import { ApiError } from '../http/api-error.ts';

/** Opens a session for a user and answers the token with what the portal stores. */
export async function grantSession(deps: ServerDeps, userId: number) {
  const user = await loadUser(deps.db, userId);
  if (!user) throw new ApiError(403, "You don't have access to Login");
  const token = deps.random.token(32);
  const now = deps.clock.now();
  const expires = new Date(now.getTime() + deps.config.sessionTtlMinutes * 60_000);
  await deps.db.query(
    `INSERT INTO user_session (token_hash, user_id, profile_version, created_on, expires_on)
     SELECT $1, id, profile_version, $3, $4 FROM app_user WHERE id = $2`,
    [tokenDigest(token), userId, now, expires],
  );
  return { accessToken: token, ...user };
}
