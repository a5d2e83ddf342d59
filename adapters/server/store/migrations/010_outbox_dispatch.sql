-- The outbox becomes transactional: a status notification is written as a 'Queued' row in the same
-- transaction as the status change, and delivered after commit by the dispatcher
-- (adapters/server/mail/outbox-messenger.ts). A row being delivered is 'Sending' with a lease; a
-- lease that ran out (the instance died mid-send) is taken over, so no message is lost on a crash.
ALTER TABLE outbox ADD COLUMN claimed_until timestamptz;
CREATE INDEX outbox_undelivered_idx ON outbox (id) WHERE status IN ('Queued', 'Sending');
