-- Idempotency keys of bulk calls (adapters/server/http/idempotency.ts), per user and operation.
-- A row is written when a call with a key starts; each applied item is recorded in `items` in the
-- item's own transaction; the answer is kept once the call ends. Rows live 24 hours.
CREATE TABLE idempotency_key (
  user_id       integer NOT NULL,
  operation     text NOT NULL,
  key           text NOT NULL,
  request_hash  text NOT NULL,
  created_on    timestamptz NOT NULL,
  -- While set and in the future the first call is still running; a retry then answers 409.
  locked_until  timestamptz,
  items         jsonb NOT NULL DEFAULT '{}',
  response      jsonb,
  PRIMARY KEY (user_id, operation, key)
);
CREATE INDEX idempotency_key_created_idx ON idempotency_key (created_on);
