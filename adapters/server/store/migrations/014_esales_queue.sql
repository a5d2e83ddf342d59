-- The queue's Application No search also finds a case by its eQuote (spec 2 §2.7 "Application No /
-- Eqoute"); without an index that half of the search read the whole table.
CREATE INDEX esales_case_equote_idx ON esales_case (equote);

-- The queue's total is exact (the contract has no "at least"), and a month of cases is ~150,000 at
-- 1,000,000: counting them read 144,000 index entries per page. The queue's ranges are whole India
-- days, so a count per corporate and India day, kept by a trigger, sums to the same total from at
-- most a few hundred rows.
CREATE TABLE esales_case_day (
  corporate_id integer NOT NULL,
  day          date NOT NULL,
  n            integer NOT NULL,
  PRIMARY KEY (corporate_id, day)
);

CREATE FUNCTION esales_case_day_of(at timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE AS $$ SELECT ((at AT TIME ZONE 'UTC') + interval '330 minutes')::date $$;

CREATE FUNCTION esales_case_day_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE esales_case_day SET n = n - 1 WHERE corporate_id = OLD.corporate_id AND day = esales_case_day_of(OLD.created_on);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO esales_case_day (corporate_id, day, n) VALUES (NEW.corporate_id, esales_case_day_of(NEW.created_on), 1)
      ON CONFLICT (corporate_id, day) DO UPDATE SET n = esales_case_day.n + 1;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER esales_case_day_count AFTER INSERT OR DELETE OR UPDATE OF corporate_id, created_on ON esales_case
  FOR EACH ROW EXECUTE FUNCTION esales_case_day_count();

INSERT INTO esales_case_day (corporate_id, day, n)
  SELECT corporate_id, esales_case_day_of(created_on), count(*) FROM esales_case GROUP BY 1, 2;
