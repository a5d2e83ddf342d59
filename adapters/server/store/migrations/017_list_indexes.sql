-- Indexes for the lists' sorts and the insurer list at 1,000,000 requests (issue 9, bench/README.md
-- "Sorts and name search": each choice with its EXPLAIN).

-- Lists sorted by Priority (then fulfillment date): each of the eight codes' entries of the date
-- window in order, carrying what a list filters on. A page reads every code's first rows and
-- merges them (request-store.ts listPage) instead of sorting every entry of the window: All
-- Appointments, Previous 7 Days reads 80 entries for 10 rows where the tab index gave 33,746.
CREATE INDEX appointment_request_priority_idx ON appointment_request (priority_id, fulfillment_date, id)
  INCLUDE (provider_id, status_id, service, corporate_id);

-- The insurer list's window, index-only: its exact count and its ModificationDate and CreatedDate
-- sorts read the window's entries from this index alone (a month of five corporates: 110,000
-- entries) instead of visiting each row in the table (count 1.4 s -> 0.1 s, sort 3.5 s -> 0.25 s
-- at load 15).
DROP INDEX appointment_request_corporate_idx;
CREATE INDEX appointment_request_corporate_idx ON appointment_request (corporate_id, fulfillment_date)
  INCLUDE (id, service, status_id, provider_id, contract_id, priority_id, modified_on, created_on, agent_code);

-- The date index also carries the corporate, so an insurer's name search walks dates index-only
-- as the lab's does (its page: 1,781 table visits -> none).
DROP INDEX appointment_request_date_idx;
CREATE INDEX appointment_request_date_idx ON appointment_request (fulfillment_date, id)
  INCLUDE (provider_id, status_id, service, patient_name, corporate_id);
