-- The general rate limit (issue 27 item 10): calls counted per key (a user, an address, a user's
-- exports or uploads) in fixed windows of a minute, shared by every instance on the database.
-- UNLOGGED: a counter written on every call skips the write-ahead log; a crash empties the table,
-- which forgives a minute's calls at most. Windows ended are pruned by the servers (http/rate-limit-store.ts).
CREATE UNLOGGED TABLE rate_limit_hit (
  key        text PRIMARY KEY,
  hits       integer NOT NULL,
  resets_on  timestamptz NOT NULL
);
CREATE INDEX rate_limit_hit_resets_on_idx ON rate_limit_hit (resets_on);
