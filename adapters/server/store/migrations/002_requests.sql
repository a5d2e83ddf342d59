-- The appointments domain: packages and their tests, doctors of offline-consult clinics,
-- appointment requests (lab visits and offline consults alike) and each request's status history.
-- Written for PostgreSQL 15 and PGlite alike: nothing newer than 15.

-- A product a request orders: a health check or lab test made of grouped tests. The group
-- structure is what the package-details popup lists (packagesTests: groupName and tests).
CREATE TABLE package (
  id              integer PRIMARY KEY,
  name            text NOT NULL,
  -- 'Health Check', 'Lab Test', 'PPMC', 'Consultation': the request's test category.
  test_category   text NOT NULL DEFAULT '',
  price           numeric(10, 2) NOT NULL DEFAULT 0,
  -- [{ "groupName": "Haematology", "tests": [{ "name": "Haemoglobin" }, ...] }, ...]
  groups          jsonb NOT NULL DEFAULT '[]',
  is_active       boolean NOT NULL DEFAULT true
);

-- A doctor of an offline-consult provider (spec 3 §3.2). Lists filter by provider, activity, QC
-- status and speciality; the nested parts (IDs, awards, slots, holidays) are edited as a whole
-- with the profile, so they stay jsonb in the spec's own shapes.
CREATE TABLE doctor (
  id                      integer PRIMARY KEY,
  provider_id             integer NOT NULL REFERENCES provider(id),
  prefix                  text NOT NULL DEFAULT 'Dr',
  first_name              text NOT NULL,
  last_name               text NOT NULL DEFAULT '',
  description             text NOT NULL DEFAULT '',
  gender                  text NOT NULL DEFAULT 'male' CHECK (gender IN ('male', 'female', 'others')),
  practice_start_date     date,
  specialization          text NOT NULL DEFAULT '',
  -- [{ "qualification": "MBBS", "category": "Graduation" }, ...]
  qualifications          jsonb NOT NULL DEFAULT '[]',
  languages               text[] NOT NULL DEFAULT '{}',
  customer_fee            numeric(10, 2) NOT NULL DEFAULT 0,
  provider_fee            numeric(10, 2) NOT NULL DEFAULT 0,
  mb_fee                  numeric(10, 2) NOT NULL DEFAULT 0,
  free_followup_days      integer,
  image_url               text NOT NULL DEFAULT '',
  mci_ids                 jsonb NOT NULL DEFAULT '[]',
  government_ids          jsonb NOT NULL DEFAULT '[]',
  awards                  jsonb NOT NULL DEFAULT '[]',
  is_active               boolean NOT NULL DEFAULT false,
  qc_status               text NOT NULL DEFAULT 'Draft'
                          CHECK (qc_status IN ('Passed', 'Draft', 'InProgress', 'Failed', 'Error')),
  -- [{ "field": "doctorFirstName", "status": "Failed", "remark": "..." }, ...]
  qc_remarks              jsonb NOT NULL DEFAULT '[]',
  profile_percent_complete integer NOT NULL DEFAULT 0 CHECK (profile_percent_complete BETWEEN 0 AND 100),
  -- Slot items of spec 3 §3.2: dayOfWeek 0-6, startTime/endTime in minutes since midnight, ...
  slots                   jsonb NOT NULL DEFAULT '[]',
  -- [{ "id": 1, "date": "YYYY-MM-DD", "isActive": true, "updatedBy": "..." }, ...]
  holidays                jsonb NOT NULL DEFAULT '[]',
  source                  text NOT NULL DEFAULT 'ProviderCentral',
  created_on              timestamptz NOT NULL DEFAULT now(),
  modified_on             timestamptz NOT NULL DEFAULT now(),
  modified_by             text NOT NULL DEFAULT '',
  version                 integer NOT NULL DEFAULT 1
);
CREATE INDEX doctor_provider_idx ON doctor (provider_id, first_name);

-- New requests take ids from here; the seed writes explicit ids below the start and moves it on.
CREATE SEQUENCE appointment_request_id_seq START WITH 10000001;

-- One appointment request: a lab visit (service LABS) or an in-clinic consultation
-- (service OFFLINE_CONSULTS, with a doctor). The row holds the current state; the journey is in
-- request_status_history.
CREATE TABLE appointment_request (
  id                      bigint PRIMARY KEY DEFAULT nextval('appointment_request_id_seq'),
  service                 text NOT NULL DEFAULT 'LABS' CHECK (service IN ('LABS', 'OFFLINE_CONSULTS')),
  provider_id             integer NOT NULL REFERENCES provider(id),
  -- The primary entity (the insurer's client); NULL for retail orders with no corporate.
  corporate_id            integer REFERENCES corporate(id),
  -- 9782 (PPMC), 4625 (e-sales, with agent details) and others; decides PPMC versus Corporate.
  contract_id             integer NOT NULL,
  -- productType of the history page; equals contract_id unless an order says otherwise.
  product_type            integer,
  parent_request_id       bigint,
  order_id                bigint,
  employee_id             text NOT NULL DEFAULT '',
  maid                    text,
  relation                text NOT NULL DEFAULT 'Self',
  patient_name            text NOT NULL,
  -- 0001-01-01 is the legacy placeholder and reads as age 'NA'.
  dob                     date,
  gender                  text NOT NULL CHECK (gender IN ('M', 'F', 'O')),
  phone                   text NOT NULL DEFAULT '',
  email                   text NOT NULL DEFAULT '',
  address_line1           text NOT NULL DEFAULT '',
  address_line2           text NOT NULL DEFAULT '',
  city                    text NOT NULL DEFAULT '',
  pin_code                text NOT NULL DEFAULT '',
  client_location         text NOT NULL DEFAULT '',
  -- orderItemProductIds; package_name is the display name kept with the row (packageName).
  package_ids             integer[] NOT NULL DEFAULT '{}',
  package_name            text NOT NULL DEFAULT '',
  test_category           text NOT NULL DEFAULT '',
  visit_type              text NOT NULL CHECK (visit_type IN ('Home_Visit', 'Appointment')),
  fulfillment_date        timestamptz NOT NULL,
  first_appointment_date  timestamptz,
  status_id               integer NOT NULL,
  priority_id             smallint NOT NULL DEFAULT 0 CHECK (priority_id BETWEEN 0 AND 7),
  is_dnd                  boolean NOT NULL DEFAULT false,
  is_paid                 boolean NOT NULL DEFAULT false,
  -- lineAmount for labs, the consultation fee (totalAmount) for offline consults.
  amount                  numeric(10, 2) NOT NULL DEFAULT 0,
  remarks                 text NOT NULL DEFAULT '',
  source                  text NOT NULL DEFAULT '',
  source_type             text NOT NULL DEFAULT '',
  -- 1000042 reads 'EDW File' on the history page; anything else 'API'.
  file_source_id          integer,
  agent_name              text,
  agent_mobile            text,
  agent_code              text,
  doctor_id               integer REFERENCES doctor(id),
  -- Offline-consult properties (spec 3 §3.1): Reschedule_By_Provider_Count, Max_Reschedule_Count,
  -- Cancellation_Reason.
  provider_reschedule_count integer NOT NULL DEFAULT 0,
  max_reschedule_count    integer,
  cancellation_reason     text,
  -- Every other additional key and value the history page lists (ProposalNumber, hrName ...).
  additionals             jsonb NOT NULL DEFAULT '{}',
  created_by_user_id      integer REFERENCES app_user(id),
  created_on              timestamptz NOT NULL,
  modified_on             timestamptz NOT NULL,
  -- Optimistic concurrency: an update names the version it read and bumps it.
  version                 integer NOT NULL DEFAULT 1,
  CHECK (service = 'OFFLINE_CONSULTS' OR doctor_id IS NULL)
);

-- A tab page: provider, the tab's statuses, a date range, ordered by fulfillment date. The
-- INCLUDE columns let the page's id subquery and its count stay index-only (bench/README.md).
CREATE INDEX appointment_request_tab_idx ON appointment_request (provider_id, status_id, fulfillment_date)
  INCLUDE (id, modified_on, priority_id, service);
-- Insurer lists: by corporate, then date.
CREATE INDEX appointment_request_corporate_idx ON appointment_request (corporate_id, fulfillment_date);
-- Search: name and phone fragments (pg_trgm, created by migrate.ts), employee id, member id, e-mail.
CREATE INDEX appointment_request_name_trgm_idx ON appointment_request USING gin (patient_name gin_trgm_ops);
CREATE INDEX appointment_request_phone_trgm_idx ON appointment_request USING gin (phone gin_trgm_ops);
CREATE INDEX appointment_request_employee_idx ON appointment_request (employee_id);
CREATE INDEX appointment_request_maid_idx ON appointment_request (maid) WHERE maid IS NOT NULL;
CREATE INDEX appointment_request_email_idx ON appointment_request (lower(email));
CREATE INDEX appointment_request_doctor_idx ON appointment_request (doctor_id, fulfillment_date)
  WHERE doctor_id IS NOT NULL;

-- Every status a request has been in, oldest first: the timeline of the history page.
CREATE TABLE request_status_history (
  id              bigserial PRIMARY KEY,
  request_id      bigint NOT NULL REFERENCES appointment_request(id) ON DELETE CASCADE,
  status_id       integer NOT NULL,
  -- The user who acted, when it was a portal user; system, ops and file actors have none.
  actor_user_id   integer REFERENCES app_user(id),
  -- requestCreatedBy as shown: the user's name, 'System', 'Ops Team', 'EDW File' ...
  actor_name      text NOT NULL DEFAULT '',
  at              timestamptz NOT NULL,
  remarks         text NOT NULL DEFAULT '',
  -- Attendance feedback: Satisfied, Dissatisfied, Pacifistic.
  feedback        text,
  -- { "bills": { fileId: fileName }, "reports": { fileId: fileName } }
  attachments     jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX request_status_history_request_idx ON request_status_history (request_id, at);
