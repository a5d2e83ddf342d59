-- The queue's Application No search also finds a case by its eQuote (spec 2 §2.7 "Application No /
-- Eqoute"); without an index that half of the search read the whole table.
CREATE INDEX esales_case_equote_idx ON esales_case (equote);
