-- What the request history page reads besides the status history: the call correspondence logged
-- against a request's statuses, and which request status each outgoing message was about.

-- The request status a notification or resend concerned (CommunicationDetail.statusId); NULL for
-- messages that are not about a request (one-time codes, reset links).
ALTER TABLE outbox ADD COLUMN status_id integer;

-- One call correspondence (spec 1 §3 "Correspondence (read)", spec 2 addCorrespondence). It hangs
-- on the status the request was in when it was logged (request_flow_id = that history row), so the
-- timeline can show it under that status.
CREATE TABLE correspondence (
  id                        bigserial PRIMARY KEY,
  request_id                bigint NOT NULL REFERENCES appointment_request(id) ON DELETE CASCADE,
  request_flow_id           bigint REFERENCES request_status_history(id) ON DELETE SET NULL,
  correspondence_type       integer,
  correspondence_type_value text,
  call_type                 integer,
  call_type_value           text,
  call_status               integer,
  call_status_value         text,
  work_status               text,
  comment                   text,
  -- { "uicnumber": "...", "callbackdate": "..." }, answered as JSON text (rC_Blob).
  rc_blob                   jsonb,
  created_by                integer REFERENCES app_user(id),
  created_on                timestamptz NOT NULL,
  -- { "correspondencereports": { fileId: fileName } }
  attach_files              jsonb
);
CREATE INDEX correspondence_request_idx ON correspondence (request_id, created_on DESC);
