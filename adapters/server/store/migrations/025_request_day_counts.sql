-- The total of a lab tab without reading the tab (issue 9). Counting a Confirmed window of 5,066
-- requests read 5,066 index entries on every list call: 1.3 ms of the call's 2.1 ms in the
-- database, and pgbench ran the call's statements 4× faster without it (bench/README.md).
-- A count per provider, status, service and India day (the day of fulfillment_date) answers a tab
-- window, whose bounds are India midnights, by summing at most providers × statuses × days rows.
-- The same per corporate and India day answers an insurer's unfiltered list, whose total is exact
-- and read every corporate's window row by row (30–130 ms p95 at 1,000,000 requests).
-- Kept by statement-level triggers over transition tables, so a bulk insert adds one aggregate,
-- and every statement applies its changes in key order (two updates moving requests in opposite
-- directions lock the same counts in the same order: no deadlock).

CREATE TABLE request_day_count (
  service     text NOT NULL,
  provider_id integer NOT NULL,
  status_id   integer NOT NULL,
  day         date NOT NULL,
  n           integer NOT NULL,
  PRIMARY KEY (service, provider_id, status_id, day)
);

CREATE TABLE request_corporate_day_count (
  service      text NOT NULL,
  corporate_id integer NOT NULL,
  day          date NOT NULL,
  n            integer NOT NULL,
  PRIMARY KEY (service, corporate_id, day)
);

CREATE FUNCTION request_day_of(at timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE AS $$ SELECT ((at AT TIME ZONE 'UTC') + interval '330 minutes')::date $$;

-- Also what a bulk load that bypassed the triggers (the bench generator) calls afterwards.
CREATE FUNCTION rebuild_request_day_count() RETURNS void LANGUAGE sql AS $$
  DELETE FROM request_day_count;
  INSERT INTO request_day_count (service, provider_id, status_id, day, n)
    SELECT service, provider_id, status_id, request_day_of(fulfillment_date), count(*)
      FROM appointment_request GROUP BY 1, 2, 3, 4;
  DELETE FROM request_corporate_day_count;
  INSERT INTO request_corporate_day_count (service, corporate_id, day, n)
    SELECT service, corporate_id, request_day_of(fulfillment_date), count(*)
      FROM appointment_request WHERE corporate_id IS NOT NULL GROUP BY 1, 2, 3;
$$;
SELECT rebuild_request_day_count();

CREATE FUNCTION request_day_count_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO request_day_count AS c (service, provider_id, status_id, day, n)
      SELECT service, provider_id, status_id, request_day_of(fulfillment_date), count(*)
        FROM added GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (service, provider_id, status_id, day) DO UPDATE SET n = c.n + excluded.n;
    INSERT INTO request_corporate_day_count AS c (service, corporate_id, day, n)
      SELECT service, corporate_id, request_day_of(fulfillment_date), count(*)
        FROM added WHERE corporate_id IS NOT NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (service, corporate_id, day) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE request_day_count c SET n = c.n - d.n
      FROM (SELECT service, provider_id, status_id, request_day_of(fulfillment_date) AS day, count(*)::int AS n
              FROM removed GROUP BY 1, 2, 3, 4) d
     WHERE (c.service, c.provider_id, c.status_id, c.day) = (d.service, d.provider_id, d.status_id, d.day);
    UPDATE request_corporate_day_count c SET n = c.n - d.n
      FROM (SELECT service, corporate_id, request_day_of(fulfillment_date) AS day, count(*)::int AS n
              FROM removed WHERE corporate_id IS NOT NULL GROUP BY 1, 2, 3) d
     WHERE (c.service, c.corporate_id, c.day) = (d.service, d.corporate_id, d.day);
  ELSE
    -- An update that keeps a row's key nets to zero and touches nothing.
    INSERT INTO request_day_count AS c (service, provider_id, status_id, day, n)
      SELECT service, provider_id, status_id, day, sum(n)::int FROM (
          SELECT service, provider_id, status_id, request_day_of(fulfillment_date) AS day, -1 AS n FROM removed
          UNION ALL
          SELECT service, provider_id, status_id, request_day_of(fulfillment_date), 1 FROM added) delta
        GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4
      ON CONFLICT (service, provider_id, status_id, day) DO UPDATE SET n = c.n + excluded.n;
    INSERT INTO request_corporate_day_count AS c (service, corporate_id, day, n)
      SELECT service, corporate_id, day, sum(n)::int FROM (
          SELECT service, corporate_id, request_day_of(fulfillment_date) AS day, -1 AS n FROM removed WHERE corporate_id IS NOT NULL
          UNION ALL
          SELECT service, corporate_id, request_day_of(fulfillment_date), 1 FROM added WHERE corporate_id IS NOT NULL) delta
        GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (service, corporate_id, day) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER request_day_count_insert AFTER INSERT ON appointment_request
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION request_day_count_apply();
CREATE TRIGGER request_day_count_update AFTER UPDATE ON appointment_request
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION request_day_count_apply();
CREATE TRIGGER request_day_count_delete AFTER DELETE ON appointment_request
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION request_day_count_apply();

CREATE FUNCTION request_day_count_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM request_day_count;
  DELETE FROM request_corporate_day_count;
  RETURN NULL;
END $$;
CREATE TRIGGER request_day_count_truncate AFTER TRUNCATE ON appointment_request
  FOR EACH STATEMENT EXECUTE FUNCTION request_day_count_clear();
