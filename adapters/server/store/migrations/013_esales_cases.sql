-- The e-sales queue (spec 2 §2.3, §3 "Queue request", "E-sales case record"): one case per lead an
-- insurer's agents call. A case belongs to a corporate of the insurer; an agent sees the cases of
-- its insurer's corporates (and of the chosen children). A case that led to an order points at the
-- appointment request it created, so the charts can classify it by that request's status.
CREATE SEQUENCE esales_case_id_seq START WITH 70000001;

CREATE TABLE esales_case (
  id               bigint PRIMARY KEY DEFAULT nextval('esales_case_id_seq'),
  equote           text NOT NULL DEFAULT '',
  corporate_id     integer NOT NULL REFERENCES corporate(id),
  customer_name    text NOT NULL,
  phone            text NOT NULL DEFAULT '',
  email            text NOT NULL DEFAULT '',
  member_id        text NOT NULL DEFAULT '',
  application_no   text NOT NULL DEFAULT '',
  -- The lead as the insurer sent it; the queue reads city and state from here (requestJSON).
  request_json     jsonb NOT NULL DEFAULT '{}',
  -- Why the case could not be turned into an order automatically; empty when none.
  error            text NOT NULL DEFAULT '',
  is_dnd           boolean NOT NULL DEFAULT false,
  is_dnd_customer  boolean NOT NULL DEFAULT false,
  -- 0 in the charts' record when no order was created.
  order_id         bigint,
  request_id       bigint REFERENCES appointment_request(id) ON DELETE SET NULL,
  created_on       timestamptz NOT NULL
);
-- The queue page: a corporate's cases in a creation-date range, newest first.
CREATE INDEX esales_case_corporate_created_idx ON esales_case (corporate_id, created_on DESC, id DESC);
CREATE INDEX esales_case_created_idx ON esales_case (created_on DESC, id DESC);
CREATE INDEX esales_case_request_idx ON esales_case (request_id) WHERE request_id IS NOT NULL;
CREATE INDEX esales_case_member_idx ON esales_case (member_id);
CREATE INDEX esales_case_application_idx ON esales_case (application_no);
CREATE INDEX esales_case_name_trgm_idx ON esales_case USING gin (customer_name gin_trgm_ops);
CREATE INDEX esales_case_phone_trgm_idx ON esales_case USING gin (phone gin_trgm_ops);

-- Call correspondence logged from the queue hangs on the case, not on a request: a case may never
-- become a request. Exactly one of request_id / esales_case_id is set.
ALTER TABLE correspondence ALTER COLUMN request_id DROP NOT NULL;
ALTER TABLE correspondence ADD COLUMN esales_case_id bigint REFERENCES esales_case(id) ON DELETE CASCADE;
ALTER TABLE correspondence ADD CONSTRAINT correspondence_one_owner
  CHECK ((request_id IS NULL) <> (esales_case_id IS NULL));
CREATE INDEX correspondence_case_idx ON correspondence (esales_case_id, created_on DESC)
  WHERE esales_case_id IS NOT NULL;

-- Messages sent about a case (its communication history) name the case.
ALTER TABLE outbox ADD COLUMN esales_case_id bigint;
