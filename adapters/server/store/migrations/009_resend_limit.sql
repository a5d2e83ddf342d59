-- Each accepted resend of a request's message (core/history/resend.ts RESEND_LIMIT), counted here so
-- the limit holds across restarts and server instances. Rows older than the window are pruned as
-- new ones are written.
CREATE TABLE resend_attempt (
  id          bigserial PRIMARY KEY,
  request_id  bigint NOT NULL,
  at          timestamptz NOT NULL
);
CREATE INDEX resend_attempt_request_idx ON resend_attempt (request_id, at);
