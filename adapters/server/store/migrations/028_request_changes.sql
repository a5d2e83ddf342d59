-- Live lists (issue 16): every change a list would show, in order, for the server-sent events of
-- GET /api/live. A row per insert, and per update that touches what a list shows or filters on;
-- each is also announced with NOTIFY request_change (its row as JSON), which reaches every server
-- instance listening on the database. A client that reconnects names the last id it saw and is
-- replayed the rows after it. Rows older than an hour are pruned by the servers (adapters/server/live).
-- The scope columns (provider, corporate, agent code, service) are copied so an event is filtered
-- for each listener by the same rules as the lists without reading the request again.

CREATE TABLE request_change (
  id            bigserial PRIMARY KEY,
  request_id    bigint NOT NULL,
  service       text NOT NULL,
  provider_id   integer NOT NULL,
  corporate_id  integer,
  agent_code    text,
  status_id     integer NOT NULL,
  changed_on    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX request_change_changed_on_idx ON request_change (changed_on);

-- The highest id pruned so far: a client asking to resume from below it has missed events that
-- are gone, and is told to reload instead.
CREATE TABLE request_change_horizon (
  only_row  boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  pruned_to bigint NOT NULL
);
INSERT INTO request_change_horizon (pruned_to) VALUES (0);

CREATE FUNCTION request_change_record() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change request_change;
BEGIN
  INSERT INTO request_change (request_id, service, provider_id, corporate_id, agent_code, status_id)
    VALUES (NEW.id, NEW.service, NEW.provider_id, NEW.corporate_id, NEW.agent_code, NEW.status_id)
    RETURNING * INTO change;
  -- Delivered at commit, to every listening session of every instance; a rollback sends nothing.
  PERFORM pg_notify('request_change', row_to_json(change)::text);
  RETURN NULL;
END $$;

-- Bulk loads (the demo seed, bench generators) set portal.quiet = 'on' for their transaction and
-- pay nothing: the WHEN clause is checked before any row is queued for the trigger.
CREATE TRIGGER request_change_insert AFTER INSERT ON appointment_request FOR EACH ROW
  WHEN (current_setting('portal.quiet', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION request_change_record();
CREATE TRIGGER request_change_update AFTER UPDATE ON appointment_request FOR EACH ROW
  WHEN (current_setting('portal.quiet', true) IS DISTINCT FROM 'on'
        AND (OLD.status_id, OLD.fulfillment_date, OLD.provider_id, OLD.corporate_id, OLD.agent_code, OLD.doctor_id,
             OLD.priority_id, OLD.version, OLD.modified_on)
            IS DISTINCT FROM
            (NEW.status_id, NEW.fulfillment_date, NEW.provider_id, NEW.corporate_id, NEW.agent_code, NEW.doctor_id,
             NEW.priority_id, NEW.version, NEW.modified_on))
  EXECUTE FUNCTION request_change_record();
