-- SLA breach counts (issue 16): beside each tab's count the server counts the rows of the same
-- window whose SLA reference instant is at or before the cutoff. New Appointments measures from
-- created_on, the others from fulfillment_date or modified_on, which the tab index already carries;
-- with created_on in it too, every breach count reads the window from the tab index alone, never the
-- table (bench/README.md, "SLA breach counts").
DROP INDEX appointment_request_tab_idx;
CREATE INDEX appointment_request_tab_idx ON appointment_request (provider_id, status_id, fulfillment_date)
  INCLUDE (id, modified_on, created_on, priority_id, service);
