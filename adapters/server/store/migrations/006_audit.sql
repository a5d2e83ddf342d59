-- The tamper-evident audit trail (core/audit): append-only, one hash chain per India day.
-- Rows are written by adapters/server/audit/record-audit.ts in the same transaction as the
-- change they record; `npm run audit:verify` walks the chains.

CREATE TABLE audit_event (
  id            bigserial PRIMARY KEY,
  day           date NOT NULL,
  seq           integer NOT NULL,
  at            timestamptz NOT NULL,
  action        text NOT NULL,
  actor_user_id integer,
  actor_name    text NOT NULL,
  subject       text NOT NULL,
  -- Canonical JSON as text: the bytes hashed are the bytes stored.
  details       text NOT NULL,
  prev_hash     text NOT NULL,
  hash          text NOT NULL,
  -- A second writer that somehow missed the day's lock fails here instead of forking the chain.
  UNIQUE (day, seq)
);

-- Append-only for every role, the table's owner and superusers included (the server connects
-- as the owner on both engines): only someone who disables the trigger can change history, and
-- the hash chain shows it.
CREATE FUNCTION audit_event_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_event is append-only: % refused', TG_OP;
END
$$;
CREATE TRIGGER audit_event_append_only BEFORE UPDATE OR DELETE ON audit_event
  FOR EACH ROW EXECUTE FUNCTION audit_event_refuse_change();
CREATE TRIGGER audit_event_no_truncate BEFORE TRUNCATE ON audit_event
  FOR EACH STATEMENT EXECUTE FUNCTION audit_event_refuse_change();
