-- Live streams end with their session (issue 27 item 4): when a session ends (sign-out, a used
-- reset link, a deactivation) or a user is deactivated, NOTIFY session_end carries the user's id to
-- every instance, whose streams of that user check their session at once instead of at the next
-- heartbeat. Triggers rather than calls in each writer, so no writer can forget it. The payload is
-- the user id only (a token digest never leaves the table); NOTIFY folds equal payloads of one
-- transaction into one, so ending all of a user's sessions is one notice.
CREATE FUNCTION session_end_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The column holding the user's id is the trigger's argument: user_id of a session, id of a user.
  PERFORM pg_notify('session_end', to_jsonb(NEW) ->> TG_ARGV[0]);
  RETURN NULL;
END $$;

CREATE TRIGGER session_end_notice AFTER UPDATE OF ended_on ON user_session FOR EACH ROW
  WHEN (OLD.ended_on IS NULL AND NEW.ended_on IS NOT NULL)
  EXECUTE FUNCTION session_end_notify('user_id');
CREATE TRIGGER user_deactivated_notice AFTER UPDATE OF is_active ON app_user FOR EACH ROW
  WHEN (OLD.is_active AND NOT NEW.is_active)
  EXECUTE FUNCTION session_end_notify('id');
