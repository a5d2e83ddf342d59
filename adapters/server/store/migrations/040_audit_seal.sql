-- Seals of the audit trail's chains (adapters/server/audit/seal-audit.ts): the head of a day's
-- chain (its last link's position and hash) as it stood at a moment. A chain shows a link altered,
-- removed or inserted in its middle, but not its last links removed: a seal later than the cut
-- names a link that is gone, and `npm run audit:verify` reports it. Append-only like audit_event,
-- and the server's role may only add and read seals (041).

CREATE TABLE audit_seal (
  id        bigserial PRIMARY KEY,
  sealed_at timestamptz NOT NULL,
  day       date NOT NULL,
  seq       integer NOT NULL,
  hash      text NOT NULL
);

-- The last seal of each day, read by every seal round and by the verifier.
CREATE INDEX audit_seal_day_seq ON audit_seal (day, seq);

CREATE TRIGGER audit_seal_append_only BEFORE UPDATE OR DELETE ON audit_seal
  FOR EACH ROW EXECUTE FUNCTION audit_event_refuse_change();
CREATE TRIGGER audit_seal_no_truncate BEFORE TRUNCATE ON audit_seal
  FOR EACH STATEMENT EXECUTE FUNCTION audit_event_refuse_change();
