-- Secrets the server makes for itself at first start when none is configured (the key that signs
-- file links). Kept here rather than in a file so every instance on one database shares them.
CREATE TABLE server_secret (
  name        text PRIMARY KEY,
  value       text NOT NULL,
  created_on  timestamptz NOT NULL
);
