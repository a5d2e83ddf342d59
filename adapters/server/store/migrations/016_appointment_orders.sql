-- Creating an insurance appointment (spec 2 §2.2, §7): the places the form picks a centre by,
-- where each centre is and what it offers, the packages the rule engine offers an insurer's
-- customers, and the order number a created appointment gets.

-- States, their cities and the cities' localities: the lookups by kind (state, city, location).
CREATE TABLE place (
  id         integer PRIMARY KEY,
  kind       text NOT NULL CHECK (kind IN ('state', 'city', 'location')),
  name       text NOT NULL,
  parent_id  integer REFERENCES place(id),
  CHECK ((kind = 'state') = (parent_id IS NULL))
);
CREATE INDEX place_parent_idx ON place (parent_id, name);

-- The locality a centre is in; getAllDC lists a locality's centres. NULL for a centre not offered
-- for booking (a parent provider, a clinic).
ALTER TABLE provider ADD COLUMN locality_id integer REFERENCES place(id);
CREATE INDEX provider_locality_idx ON provider (locality_id) WHERE locality_id IS NOT NULL;

-- Which packages a centre performs: getAllDC keeps the centres that offer every chosen package.
CREATE TABLE provider_package (
  provider_id  integer NOT NULL REFERENCES provider(id),
  package_id   integer NOT NULL REFERENCES package(id),
  PRIMARY KEY (provider_id, package_id)
);
CREATE INDEX provider_package_package_idx ON provider_package (package_id, provider_id);

-- The rule engine's offer: a package an insurer's customers may be booked for under a contract,
-- with its price and service tax. The id is the product entity relation id (peR_Id) the order
-- items name as productId.
CREATE TABLE insurer_package (
  id           integer PRIMARY KEY,
  insurer_id   integer NOT NULL REFERENCES insurer(id),
  package_id   integer NOT NULL REFERENCES package(id),
  contract_id  integer NOT NULL,
  price        numeric(10, 2) NOT NULL CHECK (price >= 0),
  service_tax  numeric(10, 2) NOT NULL DEFAULT 0 CHECK (service_tax >= 0),
  UNIQUE (insurer_id, package_id, contract_id)
);

-- Order numbers of created appointments; each order item becomes one request carrying it.
CREATE SEQUENCE appointment_order_id_seq START WITH 50000001;

-- The fixed centre a home visit is booked with (spec 2 §9: "Schedule Home Visit"); its id is
-- HOME_VISIT_CENTRE in core/orders/appointment-constants.ts.
INSERT INTO provider (id, name) VALUES (900001, 'Schedule Home Visit');
