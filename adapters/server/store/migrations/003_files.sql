-- Files people upload (reports, bills, prescriptions, doctor images). The bytes live under the
-- server's files folder (or an S3-compatible store); this table is what the server knows of them.

CREATE TABLE file (
  -- The file key handed out by uploadFile and sent back in attachFiles: random, URL-safe.
  id              text PRIMARY KEY,
  -- The name the uploader gave it, shown in lists and downloads.
  file_name       text NOT NULL,
  -- Report, Bill, Prescription or StaticFile.
  file_type       text NOT NULL,
  -- Read from the file's first bytes, never from its name.
  content_type    text NOT NULL CHECK (content_type IN ('application/pdf', 'image/png', 'image/jpeg')),
  size_bytes      integer NOT NULL CHECK (size_bytes > 0),
  sha256          text NOT NULL,
  -- Where the bytes are, relative to the files folder.
  storage_path    text NOT NULL,
  -- Whose file it is: the uploader's provider (or insurer); only they and the request's viewers read it.
  provider_id     integer REFERENCES provider(id),
  insurer_id      integer REFERENCES insurer(id),
  uploaded_by     integer NOT NULL REFERENCES app_user(id),
  app_id          integer,
  contract_type   integer,
  s3_account_type text,
  -- Set when an action attaches the file to a request.
  request_id      bigint REFERENCES appointment_request(id),
  created_on      timestamptz NOT NULL
);
CREATE INDEX file_request_idx ON file (request_id) WHERE request_id IS NOT NULL;
CREATE INDEX file_provider_idx ON file (provider_id, created_on);
