-- Sign-in limits (core/session/sign-in-limits.ts) and session hand-over. Everything a limit
-- counts is a row here, so limits survive restarts and hold across server instances.

-- A run of failed passwords per typed username, known or not, so an unknown name is slowed
-- exactly like a known one. Rows of quiet names are pruned after a day.
CREATE TABLE password_failure_run (
  user_key      text PRIMARY KEY,
  failures      integer NOT NULL,
  last_failed_on timestamptz NOT NULL
);
CREATE INDEX password_failure_run_quiet_idx ON password_failure_run (last_failed_on);

-- A locked account signs in again only after a reset link is used or an admin unlocks it;
-- failed codes from before the unlock no longer count towards the next lock.
ALTER TABLE app_user ADD COLUMN locked_on timestamptz;
ALTER TABLE app_user ADD COLUMN unlocked_on timestamptz;

-- A new challenge ends the older ones of the user; so does using a reset link for other links.
ALTER TABLE otp_challenge ADD COLUMN ended_on timestamptz;
CREATE INDEX otp_challenge_user_issued_idx ON otp_challenge (user_id, issued_on);
DROP INDEX otp_challenge_user_idx;
ALTER TABLE password_reset ADD COLUMN ended_on timestamptz;
CREATE INDEX password_reset_user_idx ON password_reset (user_id, issued_on);

-- A session handed over to the older portal lives only as long as the one it came from.
ALTER TABLE user_session ADD COLUMN handed_over_from text REFERENCES user_session(token_hash) ON DELETE CASCADE;
CREATE INDEX user_session_handed_over_idx ON user_session (handed_over_from) WHERE handed_over_from IS NOT NULL;
