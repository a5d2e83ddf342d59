-- Who may sign in and what they may see: organisations, users, their roles and features,
-- sessions, one-time codes, reset links and the outbox of every message sent.

CREATE TABLE provider (
  id            integer PRIMARY KEY,
  name          text NOT NULL,
  address       text NOT NULL DEFAULT '',
  city          text NOT NULL DEFAULT '',
  parent_id     integer REFERENCES provider(id),
  -- LABS, OFFLINE_CONSULTS or both: what the provider offers.
  services      text[] NOT NULL DEFAULT '{LABS}',
  grade         text NOT NULL DEFAULT '',
  created_on    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX provider_parent_idx ON provider (parent_id);

CREATE TABLE insurer (
  id            integer PRIMARY KEY,
  name          text NOT NULL,
  address       text NOT NULL DEFAULT ''
);

CREATE TABLE corporate (
  id            integer PRIMARY KEY,
  insurer_id    integer NOT NULL REFERENCES insurer(id),
  name          text NOT NULL
);
CREATE INDEX corporate_insurer_idx ON corporate (insurer_id);

CREATE TABLE app_user (
  id            integer PRIMARY KEY,
  user_name     text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  first_name    text NOT NULL,
  last_name     text NOT NULL DEFAULT '',
  email         text NOT NULL,
  phone         text NOT NULL DEFAULT '',
  role_name     text NOT NULL,
  role_id       integer NOT NULL,
  -- Exactly one of provider_id / insurer_id says whose data the user works.
  provider_id   integer REFERENCES provider(id),
  insurer_id    integer REFERENCES insurer(id),
  agent_id      text,
  features      text[] NOT NULL DEFAULT '{}',
  otp_required  boolean NOT NULL DEFAULT true,
  is_active     boolean NOT NULL DEFAULT true,
  -- Bumped whenever roles or features change, so live sessions learn their profile is stale.
  profile_version integer NOT NULL DEFAULT 1,
  created_on    timestamptz NOT NULL DEFAULT now(),
  CHECK ((provider_id IS NULL) <> (insurer_id IS NULL))
);

CREATE TABLE user_session (
  token_hash    text PRIMARY KEY,
  user_id       integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  profile_version integer NOT NULL,
  created_on    timestamptz NOT NULL,
  expires_on    timestamptz NOT NULL,
  ended_on      timestamptz
);
CREATE INDEX user_session_user_idx ON user_session (user_id);

CREATE TABLE otp_challenge (
  id            text PRIMARY KEY,
  user_id       integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  code_hash     text NOT NULL,
  issued_on     timestamptz NOT NULL,
  attempts      integer NOT NULL DEFAULT 0,
  used_on       timestamptz
);
CREATE INDEX otp_challenge_user_idx ON otp_challenge (user_id);

CREATE TABLE password_reset (
  token_hash    text PRIMARY KEY,
  user_id       integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  issued_on     timestamptz NOT NULL,
  expires_on    timestamptz NOT NULL,
  used_on       timestamptz
);

-- Every e-mail and SMS the system sends, as sent: the mail port writes here first.
CREATE TABLE outbox (
  id            bigserial PRIMARY KEY,
  channel       text NOT NULL CHECK (channel IN ('Email', 'SMS', 'WhatsApp')),
  recipient     text NOT NULL,
  subject       text NOT NULL DEFAULT '',
  body          text NOT NULL,
  purpose       text NOT NULL,
  request_id    bigint,
  user_id       integer,
  created_on    timestamptz NOT NULL,
  is_delivered  boolean NOT NULL DEFAULT false,
  status        text NOT NULL DEFAULT 'Queued'
);
CREATE INDEX outbox_request_idx ON outbox (request_id) WHERE request_id IS NOT NULL;
CREATE INDEX outbox_user_idx ON outbox (user_id, created_on DESC) WHERE user_id IS NOT NULL;
