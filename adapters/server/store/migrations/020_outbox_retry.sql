-- A failed e-mail is tried again while it is still worth delivering (core/messaging/delivery-retry.ts):
-- the row goes back to 'Queued' with the time of its next try and the count of failed hand-offs.
ALTER TABLE outbox ADD COLUMN attempts integer NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN next_attempt_on timestamptz;
