-- Bulk case creation (spec 2 §2.5, §6, §7): the contracts cases are created under, the entity
-- relation id of each corporate (the child entity a case belongs to), the tele-underwriting
-- contract's packages per entity relation, the contracts assigned to a user, and what a case
-- created from a sheet records about its upload.

-- The contracts of getAllContracts; the ids are core's ContractId, whose catalogue also says each
-- one's kind (which decides the dialog), so the kind is not stored twice.
CREATE TABLE contract (
  id    integer PRIMARY KEY,
  name  text NOT NULL,
  -- Whether cases may be created under it in bulk.
  bulk  boolean NOT NULL DEFAULT true
);
INSERT INTO contract (id, name) VALUES
  (4625, 'E-Sales'),
  (9782, 'Pre-Policy Medicals'),
  (7311, 'Tele-Underwriting'),
  (5286, 'Pre-Employment'),
  (3104, 'Corporate Health Check');

-- A corporate is a child entity of its insurer; the portal names the relation by its own id
-- (GetChildEntityRelation, packageEntityRelationList, the upload's entityRelationId).
CREATE SEQUENCE entity_relation_id_seq START WITH 810001;
ALTER TABLE corporate ADD COLUMN entity_relation_id integer NOT NULL DEFAULT nextval('entity_relation_id_seq');
ALTER TABLE corporate ADD CONSTRAINT corporate_entity_relation_key UNIQUE (entity_relation_id);

-- The tele-underwriting packages an entity relation offers; the id is the productEntityRelationId.
CREATE TABLE tele_package (
  id                  integer PRIMARY KEY,
  contract_id         integer NOT NULL REFERENCES contract(id),
  entity_relation_id  integer NOT NULL REFERENCES corporate(entity_relation_id),
  alias_name          text NOT NULL
);
CREATE INDEX tele_package_relation_idx ON tele_package (entity_relation_id, contract_id);

-- properties['Assigned Contracts'] of a user: the contracts the bulk dialog uses without asking.
ALTER TABLE app_user ADD COLUMN assigned_contracts integer[] NOT NULL DEFAULT '{}';

-- A case created from a sheet: its contract, source, package and who uploaded it. NULL for the
-- cases insurers send one by one.
ALTER TABLE esales_case ADD COLUMN contract_id integer REFERENCES contract(id);
ALTER TABLE esales_case ADD COLUMN source_id integer;
ALTER TABLE esales_case ADD COLUMN tele_package_id integer REFERENCES tele_package(id);
ALTER TABLE esales_case ADD COLUMN created_by integer REFERENCES app_user(id);
