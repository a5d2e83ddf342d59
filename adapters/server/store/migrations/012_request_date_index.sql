-- Requests in fulfillment-date order, carrying what a list filters on (issue 9, bench/README.md).
-- A search by a common name ('Karthik': about 1 % of all rows) would otherwise read every match
-- from the table to sort it by date: 11,000 table pages for 10 rows. With this index the page walks
-- the dates in order and tests the name on the index entry alone (an index-only scan) until the
-- page is full: about 100 entries per row found. Rare names keep the trigram index (the planner
-- chooses by the estimated number of matches).
CREATE INDEX appointment_request_date_idx ON appointment_request (fulfillment_date, id)
  INCLUDE (provider_id, status_id, service, patient_name);
