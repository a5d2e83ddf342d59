-- Doctor profiles created from the portal (issue 13): new doctors take ids from a sequence above
-- the seeded ones, and each provider may configure its MB share (entityRelationProperty MBCharge,
-- spec 3 §7); a provider without one uses the default 20 percent from core.

CREATE SEQUENCE doctor_id_seq START WITH 100001;
ALTER TABLE doctor ALTER COLUMN id SET DEFAULT nextval('doctor_id_seq');

CREATE TABLE entity_relation_property (
  provider_id integer NOT NULL REFERENCES provider(id),
  name        text NOT NULL,
  value       text NOT NULL,
  PRIMARY KEY (provider_id, name)
);

-- The Doctor List filters by provider, then QC status, activity and speciality, ordered by first name.
CREATE INDEX doctor_provider_modified_idx ON doctor (provider_id, modified_on DESC);

-- A signed upload handed out by getS3SignedUrl (doctor photos, ID and award images): who may PUT
-- what to it until when. The PUT stores the bytes as a `file` row and sets file_id; each URL takes
-- one file only.
CREATE TABLE signed_upload (
  id            text PRIMARY KEY,
  provider_id   integer NOT NULL REFERENCES provider(id),
  user_id       integer NOT NULL REFERENCES app_user(id),
  file_name     text NOT NULL,
  file_type     text NOT NULL,
  content_type  text NOT NULL,
  app_id        integer,
  contract_type integer,
  expires_on    timestamptz NOT NULL,
  file_id       text REFERENCES file(id)
);
