-- /metrics counts the messages given up on at every scrape; this keeps that count off the whole outbox.
CREATE INDEX outbox_failed_idx ON outbox (id) WHERE status = 'Failed';
