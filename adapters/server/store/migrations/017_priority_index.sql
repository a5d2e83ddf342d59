-- Lists sorted by Priority (then fulfillment date): requests by priority code and date, carrying
-- what a list filters on (issue 9, bench/README.md). A page reads each of the eight codes' entries
-- of the date window in order and stops when it has enough (request-store.ts listPage), instead of
-- sorting every entry of the window: All Appointments, Previous 7 Days at 1,000,000 requests reads
-- 80 entries for 10 rows where the tab index gave 33,746 to sort.
CREATE INDEX appointment_request_priority_idx ON appointment_request (priority_id, fulfillment_date, id)
  INCLUDE (provider_id, status_id, service, corporate_id);
