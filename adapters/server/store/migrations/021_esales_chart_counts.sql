-- The e-sales charts at scale (issue 12). Counting a month of cases row by row took 350 ms at
-- 1,000,000 cases (bench/README.md). Two things make the charts cheap without copying the
-- classification of spec 2 §4 into SQL by hand (the server generates it from core):
--
-- 1. Each case keeps the status of the request it led to (request_status_id), kept in step by
--    triggers, so no chart read joins appointment_request.
-- 2. A count per corporate, India day, "order_id reads 0" and request status, kept by a trigger like
--    esales_case_day (014). These are the classification's inputs, not its groups: the charts'
--    query applies core's rules to these few hundred rows instead of to every case.

ALTER TABLE esales_case ADD COLUMN request_status_id integer;
UPDATE esales_case e SET request_status_id = r.status_id FROM appointment_request r WHERE r.id = e.request_id;

-- A segment's page for a status (a rare group over a month) reads this index, not the month's cases.
CREATE INDEX esales_case_request_status_idx ON esales_case (request_status_id, created_on DESC, id DESC) WHERE request_status_id IS NOT NULL;

CREATE TABLE esales_case_chart_day (
  corporate_id  integer NOT NULL,
  day           date NOT NULL,
  -- The case record's order_id reads 0 (no order id stored, or 0).
  order_id_zero boolean NOT NULL,
  -- The request's status; -1 when the case has no request (a key cannot be null).
  status_id     integer NOT NULL,
  n             integer NOT NULL,
  PRIMARY KEY (corporate_id, day, order_id_zero, status_id)
);

INSERT INTO esales_case_chart_day (corporate_id, day, order_id_zero, status_id, n)
  SELECT corporate_id, esales_case_day_of(created_on), coalesce(order_id, 0) = 0, coalesce(request_status_id, -1), count(*)
    FROM esales_case GROUP BY 1, 2, 3, 4;

-- A case's request status is read when it is created or pointed at another request.
CREATE FUNCTION esales_case_request_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.request_id IS DISTINCT FROM OLD.request_id THEN
    NEW.request_status_id := (SELECT status_id FROM appointment_request WHERE id = NEW.request_id);
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER esales_case_request_status BEFORE INSERT OR UPDATE OF request_id ON esales_case
  FOR EACH ROW EXECUTE FUNCTION esales_case_request_status();

-- ... and follows the request's status as it moves.
CREATE FUNCTION esales_case_follow_request() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE esales_case SET request_status_id = NEW.status_id WHERE request_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER esales_case_follow_request AFTER UPDATE OF status_id ON appointment_request
  FOR EACH ROW WHEN (OLD.status_id IS DISTINCT FROM NEW.status_id) EXECUTE FUNCTION esales_case_follow_request();

CREATE FUNCTION esales_case_chart_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE esales_case_chart_day SET n = n - 1
     WHERE corporate_id = OLD.corporate_id AND day = esales_case_day_of(OLD.created_on)
       AND order_id_zero = (coalesce(OLD.order_id, 0) = 0) AND status_id = coalesce(OLD.request_status_id, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO esales_case_chart_day (corporate_id, day, order_id_zero, status_id, n)
      VALUES (NEW.corporate_id, esales_case_day_of(NEW.created_on), coalesce(NEW.order_id, 0) = 0, coalesce(NEW.request_status_id, -1), 1)
      ON CONFLICT (corporate_id, day, order_id_zero, status_id) DO UPDATE SET n = esales_case_chart_day.n + 1;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER esales_case_chart_count AFTER INSERT OR DELETE OR UPDATE OF corporate_id, created_on, order_id, request_id, request_status_id ON esales_case
  FOR EACH ROW EXECUTE FUNCTION esales_case_chart_count();
