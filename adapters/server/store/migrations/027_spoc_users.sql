-- SPOC users (issue 15): contact persons of a provider are app users with SPOC roles
-- (service/department/*/level names from core/spoc/spoc-roles.ts), from which their features are
-- derived at each save; a viewer is read-only (lists without actions, refused actions). Their
-- notification preferences decide which SPOC, doctor and appointment messages they receive.
CREATE SEQUENCE app_user_id_seq START WITH 200001;
ALTER TABLE app_user ALTER COLUMN id SET DEFAULT nextval('app_user_id_seq');

ALTER TABLE app_user ADD COLUMN spoc_roles text[] NOT NULL DEFAULT '{}';
ALTER TABLE app_user ADD COLUMN read_only boolean NOT NULL DEFAULT false;
ALTER TABLE app_user ADD COLUMN whatsapp_no text;
-- { "getSpocUpdate": { "Email": true, "SMS": false, "Whatsapp": true }, "getDoctorUpdate": ..., "getOrderUpdate": ... }
ALTER TABLE app_user ADD COLUMN notify jsonb NOT NULL DEFAULT '{}';
ALTER TABLE app_user ADD COLUMN created_by text;
ALTER TABLE app_user ADD COLUMN updated_on timestamptz;
ALTER TABLE app_user ADD COLUMN modified_by text;

-- The SPOC List: a provider's SPOCs, newest first.
CREATE INDEX app_user_spoc_idx ON app_user (provider_id, created_on DESC) WHERE cardinality(spoc_roles) > 0;
