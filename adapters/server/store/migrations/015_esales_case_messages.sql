-- The communication history of an e-sales case reads the messages that name it, newest first.
CREATE INDEX outbox_esales_case_idx ON outbox (esales_case_id, created_on DESC) WHERE esales_case_id IS NOT NULL;
