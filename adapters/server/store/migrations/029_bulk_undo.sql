-- Safe bulk actions (issue 16): a bulk updateRequests call is a batch that its user may undo for
-- a short while (core/bulk/undo-period.ts). The batch and each applied row's previous state live
-- here, not in a server's memory, so any instance can undo what another applied.
CREATE TABLE bulk_batch (
  id              text PRIMARY KEY,
  user_id         integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  -- A retry of the same call (same Idempotency-Key) continues the same batch.
  idempotency_key text,
  services        text NOT NULL,
  action          text NOT NULL,
  created_on      timestamptz NOT NULL,
  -- Set when the call answered; undo is refused from then on, and customer notices go out.
  undo_until      timestamptz,
  undone_on       timestamptz,
  -- The undo's answer, so a repeated undo answers the same and changes nothing.
  undo_result     jsonb,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX bulk_batch_created_idx ON bulk_batch (created_on);

-- One applied row: what it was before, and what the action made of it (a row whose version moved
-- on since was changed by someone else and is not reverted).
CREATE TABLE bulk_batch_row (
  batch_id          text NOT NULL REFERENCES bulk_batch(id) ON DELETE CASCADE,
  request_id        bigint NOT NULL REFERENCES appointment_request(id) ON DELETE CASCADE,
  prev_status_id    integer NOT NULL,
  prev_remarks      text,
  applied_status_id integer NOT NULL,
  applied_version   integer NOT NULL,
  PRIMARY KEY (batch_id, request_id)
);

-- A customer notice of a bulk action waits in the outbox (next_attempt_on) until the undo window
-- closes; an undo deletes the notices of the rows it reverted, so nothing of them is sent.
ALTER TABLE outbox ADD COLUMN bulk_batch_id text;
CREATE INDEX outbox_bulk_batch_idx ON outbox (bulk_batch_id) WHERE bulk_batch_id IS NOT NULL;
